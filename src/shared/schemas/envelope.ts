// The envelope lives in ../answers/envelope.ts. The record-access files (./record-access.ts and the
// server's privacy/record-access.ts) still read it from this path; when record-access's answers move
// to ../answers, they import it from there and this file goes.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- record-access's answers, until they move
export { dataAnswer, id, instant, pageAnswer } from '../answers/envelope';
