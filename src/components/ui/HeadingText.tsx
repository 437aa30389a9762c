interface Props {
  text: string;
}

/**
 * Its last two words joined by a no-break space, so the last line never holds one word alone;
 * not where either is hyphenated (kept whole, the pair could be wider than a phone).
 */
const lastTwoJoined = (text: string) =>
  text.replace(/\s+([^\s-]+)\s*$/, (match, last: string) =>
    /-\S*$/.test(text.slice(0, -match.length)) ? match : `\u00a0${last}`,
  );

/**
 * A heading's or button's words set to break well: never one word alone on the last line, and
 * never at the hyphen of a word such as "solution-focused" (kept whole).
 */
export default function HeadingText({ text }: Props) {
  return lastTwoJoined(text)
    .split(/(\S+-\S+)/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        part
      ),
    );
}
