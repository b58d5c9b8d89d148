import type { SeedPlan } from '../../seed-types.js';
import { withPageTexts } from '../plan-texts.js';
import { dentalPlans, visionPlans } from './dental-vision.js';
import { disabilityPlans, termLifePlans } from './life-income.js';
import { bundlePlans, lifestylePlans, petPlans, rxPlans } from './lifestyle-pet-bundles.js';
import { limitedMedicalPlans, medicalPlans } from './medical.js';
import { accidentPlans, criticalIllnessPlans, hospitalPlans, supplementalPlans } from './supplemental-health.js';

/** Every demo plan, in the default category menu order. */
export const plans: SeedPlan[] = [
  ...limitedMedicalPlans,
  ...medicalPlans,
  ...dentalPlans,
  ...visionPlans,
  ...supplementalPlans,
  ...rxPlans,
  ...lifestylePlans,
  ...termLifePlans,
  ...disabilityPlans,
  ...criticalIllnessPlans,
  ...accidentPlans,
  ...hospitalPlans,
  ...petPlans,
  ...bundlePlans,
].map(withPageTexts);
