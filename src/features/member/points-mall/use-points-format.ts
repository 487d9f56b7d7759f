// Points as the merchant shows them (its configured decimals, spec 001 §9) in the player's language.
import { useCallback } from 'react';
import { formatPoints, type ActionValue } from '../../../../engine';
import { useLanguage } from '../../preferences/use-language';

export type PointsConfig = ActionValue<'pointsConfig'>;

export function usePointsFormat(config: PointsConfig): (points: number) => string {
  const { language } = useLanguage();
  return useCallback(
    (points: number) => formatPoints(points, config.digits, language),
    [config.digits, language],
  );
}
