/** Placeholder text that must never be published. (The claims rules live in src/content-check/claims/.) */
export const PLACEHOLDERS = /\blorem\b|\bipsum\b|\bTODO\b|\bTBD\b|coming soon|\{[a-zA-Z]+\}/gi;
