import CopyButton from '#/components/contact/CopyButton.tsx';
import { profileKitWords as words } from '#/config/profile-kit-words.ts';
import { characters, type KitDirectory } from '#/go-live/profile-kit.ts';

interface Props {
  directories: KitDirectory[];
  checklistHref: string;
}

const idOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each field with its copy button (shown where the browser can copy) and its length against its directory's. */
export default function ProfileKit({ directories, checklistHref }: Props) {
  return (
    <>
      <p>
        <a href={checklistHref} className="font-semibold text-primary-strong underline underline-offset-4">
          {words.back}
        </a>
      </p>
      <h1 className="mt-6 text-3xl">{words.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{words.intro}</p>
      {directories.map((directory) => (
        <section key={directory.name} aria-labelledby={idOf(directory.name)} className="mt-10">
          <h2 id={idOf(directory.name)} className="text-2xl">
            {directory.name}
          </h2>
          <p className="mt-2 text-ink-soft">{directory.where}</p>
          <ul className="mt-4 space-y-4">
            {directory.fields.map((field) => (
              <li key={field.label} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-sans text-base font-semibold text-ink">{field.label}</h3>
                  <CopyButton
                    value={field.text}
                    shape="pill"
                    label={
                      <>
                        {words.copy}
                        <span className="sr-only">{` ${field.label}`}</span>
                      </>
                    }
                  />
                </div>
                <p className="mt-2 wrap-anywhere">
                  {field.text.split('\n').map((line, index) => (
                    <span key={index}>
                      {index > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </p>
                <p className="mt-2 text-sm text-ink-soft">{words.length(characters(field.text), field.limit)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
