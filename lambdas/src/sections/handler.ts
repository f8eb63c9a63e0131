import { contextRouter } from '../http/context-router';
import { getSectionContent } from './api/get-section-content';

export const handler = contextRouter('sections', { getSectionContent });
