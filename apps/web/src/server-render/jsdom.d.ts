// The one jsdom API the server entry uses. @types/jsdom is not installed: it pulls the DOM
// library into every workspace's type check (the server's Blob types then clash).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
