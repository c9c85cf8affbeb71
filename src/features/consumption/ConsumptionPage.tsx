/** Issue 15 builds this screen; until then the route says plainly that it is not there yet. */
import { AreaNotAvailable } from '../../ui/AreaNotAvailable';

export function ConsumptionPage() {
  return <AreaNotAvailable title="Consumption" />;
}
