import type { Currency } from './api';
import { money, when } from './format';

export interface BalancePoint {
  at: Date;
  amount: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 90, right: 16, top: 12, bottom: 28 };

/**
 * A step line of the balance (it holds its value until the next change), drawn as plain SVG:
 * a few dozen points need no chart library. The points are also listed in a table for
 * screen readers and exact values.
 */
export function BalanceChart(props: { points: BalancePoint[]; currency: Currency; title: string }) {
  const { points, currency } = props;
  if (points.length === 0) return <p class="muted">No balance changes yet.</p>;
  const first = points[0]?.at.getTime() ?? 0;
  const last = points[points.length - 1]?.at.getTime() ?? first;
  const span = Math.max(last - first, 1);
  const top = Math.max(...points.map((p) => p.amount), 1);
  const x = (t: Date) => PAD.left + ((t.getTime() - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (amount: number) => HEIGHT - PAD.bottom - (amount / top) * (HEIGHT - PAD.top - PAD.bottom);
  let path = '';
  points.forEach((p, i) => {
    const previous = points[i - 1];
    path += i === 0 ? `M${x(p.at)},${y(p.amount)}` : `H${x(p.at)}V${y(p.amount)}`;
    if (previous === undefined && points.length === 1) path += `H${WIDTH - PAD.right}`;
  });
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-title">
        <title id="chart-title">{props.title}</title>
        <line
          class="axis"
          x1={PAD.left}
          y1={HEIGHT - PAD.bottom}
          x2={WIDTH - PAD.right}
          y2={HEIGHT - PAD.bottom}
        />
        <line class="axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} />
        <text class="tick" x={PAD.left - 6} y={y(top) + 4} text-anchor="end">
          {money(top, currency)}
        </text>
        <text class="tick" x={PAD.left - 6} y={y(0) + 4} text-anchor="end">
          {money(0, currency)}
        </text>
        <text class="tick" x={PAD.left} y={HEIGHT - 8}>
          {when(points[0]?.at.toISOString())}
        </text>
        <text class="tick" x={WIDTH - PAD.right} y={HEIGHT - 8} text-anchor="end">
          {when(points[points.length - 1]?.at.toISOString())}
        </text>
        <path class="line" d={path} />
        {points.map((p, i) => (
          <circle key={i} class="dot" cx={x(p.at)} cy={y(p.amount)} r={3} />
        ))}
      </svg>
      <figcaption>{props.title}</figcaption>
      <details>
        <summary>Values</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col" class="num">
                Total balance
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <td>{when(p.at.toISOString())}</td>
                <td class="num">{money(p.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
