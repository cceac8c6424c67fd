/**
 * /project-recommendations (docs/product.md §9.1): the page's own texts (the form's come from domain/partners/recommendation).
 */
export const recommendationsPage = {
  title: 'Project Recommendations',
  intro:
    'Tell us what you want to build, where, and your budget and timeline. Our recommendation engine suggests the services, a cost range from our calculator rates, a timeline, the risks to plan for and the next steps.',
  formTitle: 'About Your Project',
} as const;
