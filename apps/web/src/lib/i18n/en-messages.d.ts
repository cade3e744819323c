// The English messages split in two at build time (build/messages-plugin.ts).
declare module 'virtual:en-messages/first-view' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'virtual:en-messages/rest' {
  const messages: Record<string, unknown>;
  export default messages;
}
