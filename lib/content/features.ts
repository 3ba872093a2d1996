/**
 * /geniusvoice's AI voice, listed among what a server cannot run (lib/tools/availability.ts) where there is no
 * speech provider: the page then speaks with the offline voice (lib/ai/speech.ts). A module of its own, so
 * the voice form reads it without the tools' records.
 */
export const aiVoiceFeature = "/geniusvoice#voz-ia";
