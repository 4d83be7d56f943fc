/**
 * Where the phone is when the inspection is signed, if it can tell within a few seconds: the place is a helpful
 * record, not a condition, so a phone without a fix (indoors, permission refused) still signs.
 */
export const inspectionPlace = (): Promise<{ lat: number; lon: number; accuracy: number | null } | null> =>
  new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 5_000, maximumAge: 60_000 },
    );
  });
