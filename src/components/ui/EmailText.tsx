interface Props {
  email: string;
}

/**
 * Her address as text that never breaks inside a word: it breaks only after its @, the domain
 * kept whole (unless the domain alone is wider than the line, on the narrowest phones, where it
 * breaks rather than run off the screen).
 */
export default function EmailText({ email }: Props) {
  const at = email.lastIndexOf('@') + 1;
  return (
    <>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="wrap-anywhere">{email.slice(at)}</span>
    </>
  );
}
