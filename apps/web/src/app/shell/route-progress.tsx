/** A thin bar at the top of the screen while the next page loads. */
export function RouteProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Sayfa yükleniyor"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-2/5 animate-route-progress bg-brand-600" />
    </div>
  );
}
