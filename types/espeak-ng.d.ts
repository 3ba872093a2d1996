/** espeak-ng 1.0.2 is the espeak-ng CLI compiled with Emscripten; it ships no types. */
declare module "espeak-ng" {
  export type ESpeakNgModule = {
    FS: { readFile(path: string): Uint8Array; unlink(path: string): void };
  };
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<ESpeakNgModule>;
}
