const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The one way text enters an email's HTML: names, load descriptions and reasons are typed by users, so every value
 * goes through here (attribute values included, which is why quotes are escaped too).
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
