/** Where the notification bell and its pop-up go (spec 2.1, 2.5); a later release fills it. */
export default function HeaderBellSlot() {
  return null;
}
