interface Props {
  text: string;
}

/** Wider than this, two joined words could overflow a card on the narrowest phone (320 px). */
const MAX_JOINED = 18;

/**
 * Not where the pair is long or hyphenated (kept whole, it could be wider than a phone), nor in
 * two words alone, which then could only break inside a word on a narrow card.
 */
const lastTwoJoined = (text: string) =>
  text.trim().split(/\s+/).length < 3
    ? text
    : text.replace(/(\S+)\s+(\S+)\s*$/, (pair, before: string, last: string) =>
        pair.length > MAX_JOINED || pair.includes('-') ? pair : `${before}\u00a0${last}`,
      );

/**
 * Never one word alone on the last line, never a break at the hyphen of "solution-focused"; a
 * longer hyphenated word (a double-barrelled name) may break there rather than overflow a phone.
 */
export default function HeadingText({ text }: Props) {
  return lastTwoJoined(text)
    .split(/(\S+-\S+)/)
    .map((part, index) =>
      index % 2 === 1 && part.length <= MAX_JOINED ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
