/** Usage: plan, balance, allowance, rate limit, tokens per day (30 days) and the last 50 charges. */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type Account } from '../api.ts';
import { Empty, ErrorNote, Loading, Page } from '../components.tsx';
import { number, when } from '../format.ts';

interface UsageData {
  account: Account;
  allowance: number;
  daily: { day: string; tokens: number }[];
  charges: { endpoint: string; tokens: number; created_at: string }[];
}

export function Usage(): JSX.Element {
  const [data, setData] = useState<UsageData | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<UsageData>('GET', '/api/console/usage').then(setData, setError);
  }, []);

  return (
    <Page title="Usage" intro="Tokens are charged per call: 1 per started 1,000 characters of text, 5 per image. Playground calls count too.">
      <ErrorNote error={error} />
      {data === null ? (
        error ? null : <Loading />
      ) : (
        <>
          <div class="stats">
            <Stat label="Plan" value={data.account.plan} capitalize />
            <Stat label="Balance" value={`${number(data.account.balance.total)} tokens`} detail={`${number(data.account.balance.allowance_left)} allowance + ${number(data.account.balance.top_up)} top-up`} />
            <Stat label="Monthly allowance" value={`${number(data.allowance)} tokens`} detail={`resets ${when(data.account.cycle_resets_at)}`} />
            <Stat label="Rate limit" value={data.account.limits.requests_per_minute > 0 ? `${number(data.account.limits.requests_per_minute)} / min` : 'no API access'} />
          </div>
          <div class="card">
            <h2>Tokens per day, last 30 days (UTC)</h2>
            <Chart daily={data.daily} />
          </div>
          <div class="card">
            <h2>Latest charges</h2>
            {data.charges.length === 0 ? (
              <Empty>No charges yet. Try the playground.</Empty>
            ) : (
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Endpoint</th>
                      <th scope="col" class="num">
                        Tokens
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.charges.map((c, i) => (
                      <tr key={i}>
                        <td>{when(c.created_at)}</td>
                        <td>
                          <code>{c.endpoint}</code>
                        </td>
                        <td class="num">{number(c.tokens)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      )}
    </Page>
  );
}

function Stat(props: { label: string; value: string; detail?: string; capitalize?: boolean }): JSX.Element {
  return (
    <div class="stat card">
      <div class="stat-label">{props.label}</div>
      <div class={props.capitalize ? 'stat-value capitalize' : 'stat-value'}>{props.value}</div>
      {props.detail ? <div class="stat-detail">{props.detail}</div> : null}
    </div>
  );
}

const W = 600;
const H = 160;

function Chart(props: { daily: { day: string; tokens: number }[] }): JSX.Element {
  const max = Math.max(1, ...props.daily.map((d) => d.tokens));
  const total = props.daily.reduce((s, d) => s + d.tokens, 0);
  const bar = W / props.daily.length;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title" preserveAspectRatio="none">
        <title id="chart-title">{`${number(total)} tokens used in the last ${props.daily.length} days; most in one day: ${number(max === 1 && total === 0 ? 0 : max)}`}</title>
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} class="axis" />
        {props.daily.map((d, i) => {
          const h = (d.tokens / max) * (H - 10);
          return (
            <rect key={d.day} x={i * bar + 2} y={H - h} width={Math.max(1, bar - 4)} height={h} class="bar" rx="2">
              <title>{`${d.day}: ${number(d.tokens)} tokens`}</title>
            </rect>
          );
        })}
      </svg>
      <div class="ticks" aria-hidden="true">
        <span>{props.daily[0]?.day}</span>
        <span>{props.daily.at(-1)?.day}</span>
      </div>
      <figcaption class="sr-only">
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Tokens</th>
            </tr>
          </thead>
          <tbody>
            {props.daily.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.tokens}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
