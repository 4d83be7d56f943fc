import type { GeoPoint } from '@freight/domain';
import { AppError } from '../../platform/errors/app-error';
import { getJson, unavailable } from '../../platform/http/http-json';
import type { RouteResult, RoutingService } from './geo-services';

const SERVICE = 'The routing service';

type OsrmAnswer = { code?: string; message?: string; routes?: { distance?: number; duration?: number }[] };

/** Road routes from an OSRM server (`/route/v1/driving/...`): real road distance and its driving time. */
export class OsrmRouting implements RoutingService {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async route(from: GeoPoint, to: GeoPoint): Promise<RouteResult> {
    const url = new URL(
      `route/v1/driving/${from.lon},${from.lat};${to.lon},${to.lat}`,
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    url.searchParams.set('overview', 'false');
    const { status, body } = await getJson({ url, service: SERVICE, timeoutMs: this.timeoutMs });
    const answer = (body ?? {}) as OsrmAnswer;
    // OSRM answers 400 with code NoRoute / NoSegment when the points are fine but no road joins them.
    if (answer.code === 'NoRoute' || answer.code === 'NoSegment') {
      throw new AppError('not_found', 'No road route joins these two points.');
    }
    const first = answer.routes?.[0];
    if (
      status !== 200 ||
      answer.code !== 'Ok' ||
      typeof first?.distance !== 'number' ||
      typeof first.duration !== 'number'
    ) {
      throw unavailable(`${SERVICE} answered ${status}${answer.code ? ` (${answer.code})` : ''}.`);
    }
    return { distanceM: first.distance, durationS: first.duration, source: 'osrm' };
  }
}
