import CopyButton from '#/components/contact/CopyButton.tsx';
import EmailText from '#/components/ui/EmailText.tsx';

interface Props {
  email: string;
  href: string;
  linkClassName?: string;
}

/**
 * Her address and, right after its last word, its copy button: the two never part, as the
 * button is held on the address's last line (the address itself breaks only after its @).
 */
export default function EmailLink({ email, href, linkClassName = '' }: Props) {
  return (
    <span className="whitespace-nowrap">
      <a href={href} className={`py-2.5 whitespace-normal hover:underline ${linkClassName}`}>
        <EmailText email={email} />
      </a>
      {/* A no-break space: the button never starts a line of its own. */}
      {'\u00a0'}
      <CopyButton value={email} />
    </span>
  );
}
