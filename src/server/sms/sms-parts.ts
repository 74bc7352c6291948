import smpp from 'smpp';

/**
 * How a text travels: in the GSM 03.38 alphabet (data_coding 0, 7 bits a character) when
 * every character has a place in it, else as UCS-2 (data_coding 8, 16 bits). One part holds 140
 * bytes: 160 GSM characters or 70 UCS-2 code units. A longer text is cut into parts that each carry a
 * 6-byte header (UDH: a concatenation reference, the number of parts and the part's place), which
 * leaves 153 and 67, and the phone joins them again.
 */
export const GSM_DATA_CODING = 0x00;
const UCS2_DATA_CODING = 0x08;

const SINGLE = { gsm: 160, ucs2: 70 };
const JOINED = { gsm: 153, ucs2: 67 };
/** GSM's extension table: each of these takes an escape character and itself, two septets. */
const GSM_EXTENDED = new Set(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€']);

export interface SplitText {
  dataCoding: typeof GSM_DATA_CODING | typeof UCS2_DATA_CODING;
  /** the text of each part, in order; one part needs no header */
  parts: string[];
}

/** Whether every character of the text is in the GSM 03.38 alphabet (smpp's own table). */
const isGsm7 = (text: string): boolean => smpp.encodings.ASCII.match(text);

/** What one character costs in its alphabet: septets in GSM, UTF-16 code units in UCS-2. */
const costOf = (char: string, gsm: boolean) => (gsm ? (GSM_EXTENDED.has(char) ? 2 : 1) : char.length);

/** Cuts the text into parts of at most `room`, never inside a character or a GSM escape. */
function cut(text: string, room: number, gsm: boolean): string[] {
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const char of text) {
    const cost = costOf(char, gsm);
    if (used + cost > room) {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += char;
    used += cost;
  }
  if (part) parts.push(part);
  return parts;
}

/** The text's alphabet and its parts. */
export function splitText(text: string): SplitText {
  const gsm = isGsm7(text);
  const size = [...text].reduce((sum, char) => sum + costOf(char, gsm), 0);
  const alphabet = gsm ? 'gsm' : 'ucs2';
  return {
    dataCoding: gsm ? GSM_DATA_CODING : UCS2_DATA_CODING,
    parts: size <= SINGLE[alphabet] ? [text] : cut(text, JOINED[alphabet], gsm),
  };
}

/** The concatenation header of part `index` (0-based) of `total`, under an 8-bit reference. */
export const concatenationHeader = (reference: number, total: number, index: number): Buffer =>
  Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, index + 1]);
