import { unknownApiAnswer } from "@/lib/admin/guard";

export {
  unknownApiAnswer as GET,
  unknownApiAnswer as POST,
  unknownApiAnswer as PUT,
  unknownApiAnswer as PATCH,
  unknownApiAnswer as DELETE,
};
