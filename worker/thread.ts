/**
 * The entry of every pool thread (bundled by worker/build.mjs): the tasks that may run off the serving
 * event loop, by name. A domain adds its task here.
 */
import { serveTask } from "@/lib/jobs/thread";
import { exportSiteTask } from "@/lib/converter/site/export-task";
import { encodeSpeechTask } from "@/lib/speech/encode-task";
import { documentTask } from "@/lib/translate/documents/task";

serveTask({ "site-export": exportSiteTask, "speech-encode": encodeSpeechTask, "translate-document": documentTask });
