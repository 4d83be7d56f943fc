/** What a driver hauls with (spec 3, Vehicle.vehicle_type): the rigs people in this trade name when asked. */
export const VEHICLE_TYPES = [
  'pickup_with_trailer',
  'hotshot',
  'car_carrier',
  'flatbed',
  'step_deck',
  'lowboy',
  'rgn',
  'tow_truck',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
