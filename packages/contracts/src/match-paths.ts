/** The match, insights and recommendations paths, written once (zod-free). */
export const matchPaths = {
  matchDetails: '/api/pcsx/match_details',
  positionInsights: '/api/pcsx/position_insights',
  recommendations: '/api/pcsx/recommendations',
} as const;
