// Placeholder body for screens not built yet (notifications, Safe Apps). It names the Safe from
// the URL so links and navigation can already be checked end to end.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** Props of ComingSoon. */
export interface ComingSoonProps {
  /** Screen heading. */
  title: string;
  /** Extra URL parameters this screen reads (shown as text). */
  params?: readonly string[];
  children?: ReactNode;
}

/** A screen heading plus a "coming soon" note naming the `safe` from the URL. */
export function ComingSoon({ title, params = [], children }: ComingSoonProps) {
  const [searchParams] = useSearchParams();
  const safe = searchParams.get('safe');
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {safe ? (
        <p>
          Coming soon for Safe <code className="address">{safe}</code>.
        </p>
      ) : (
        <p>Coming soon. No Safe is selected: open one from the welcome screen.</p>
      )}
      {params.length > 0 && (
        <dl className="params">
          {params.map((name) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <code>{searchParams.get(name) ?? '—'}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
