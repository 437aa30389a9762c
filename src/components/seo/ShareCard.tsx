import { colours } from '#/lib/design-colours.ts';
import { SHARE_IMAGE_SIZE } from '#/lib/seo/share-image/size.ts';

export interface ShareCardProps {
  title: string;
  /** e.g. "Blog". */
  section?: string | undefined;
  practiceName: string;
  byline: string;
  domain: string;
  /** Satori draws images, not nested SVG components. */
  icon: string;
}

/** Laid out for satori: flexbox and inline styles only. */
export default function ShareCard({ title, section, practiceName, byline, domain, icon }: ShareCardProps) {
  const titleSize = title.length > 60 ? 60 : 72;
  return (
    <div
      style={{
        ...SHARE_IMAGE_SIZE,
        display: 'flex',
        flexDirection: 'column',
        // A soft disc behind the top-right corner; as a background it stays under the text.
        backgroundColor: colours.canvas,
        backgroundImage: `radial-gradient(circle at 1060px 100px, ${colours['primary-soft']} 260px, transparent 261px)`,
        color: colours.ink,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 44px' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <img src={icon} width={64} height={64} alt="" />
          <span style={{ marginLeft: 20, fontFamily: 'Fraunces', fontSize: 34, fontWeight: 500 }}>{practiceName}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
          {section && (
            <div
              style={{
                marginBottom: 20,
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 2,
                textTransform: 'uppercase',
                color: colours['primary-strong'],
              }}
            >
              {section}
            </div>
          )}
          <div style={{ maxWidth: 1000, fontFamily: 'Fraunces', fontSize: titleSize, lineHeight: 1.15 }}>{title}</div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: colours['ink-soft'] }}>
          <span>{byline}</span>
          <span>{domain}</span>
        </div>
      </div>
      <div style={{ height: 16, background: colours.primary }} />
    </div>
  );
}
