import { company } from '@site/domain/company/company';
import type { ProjectSummary, Report } from '@site/ui/widgets/site/ProjectReport';
import { reportPhotos } from './images';

/**
 * Three completed sample projects (docs/product.md §6.3), each with its report. Every
 * person and company here is invented; the general contractor is us.
 */

export interface ProjectReportEntry {
  project: ProjectSummary;
  /** What the selector card says about the report ('Weekly status report'). */
  reportTitle: string;
  report: Report;
}

export const reportsPage = {
  title: 'Project Reports',
  lead: 'Every project we run is documented: weekly status reports for owners, daily reports from the field with crews, hours, materials and weather. Here are three, from completed projects.',
  selectorLabel: 'Select a project',
  closing: {
    title: 'Want This Level of Reporting on Your Project?',
    text: 'Tell us what you plan to build. Every client gets weekly reports, and daily field reports on request.',
    action: 'Request Your Estimate',
    /** The intake form's anchor (docs/product.md §6.3), reached with 80 px left for the fixed header. */
    anchor: 'intake-form',
    offset: 80,
    fallbackHref: '/#intake-form',
  },
};

const contractorLicences = company.licences.map((licence) => `${licence.state} contractor licence ${licence.number}`);

export const projectReports: readonly ProjectReportEntry[] = [
  {
    project: {
      id: 'harbor-point',
      name: 'Harbor Point Retail Center',
      location: 'Walnut Creek, California',
      status: 'Completed',
      startDate: 'February 3, 2025',
      endDate: 'June 27, 2025',
      reportDate: 'May 16, 2025',
      type: 'Retail Renovation',
      client: 'Harbor Point Holdings',
    },
    reportTitle: 'Weekly status report',
    report: {
      kind: 'weekly',
      weather: { temperature: '68°F', condition: 'Partly cloudy', humidity: '55%' },
      client: 'Harbor Point Holdings',
      generalContractor: company.name,
      superintendent: 'Dana Whitcomb',
      licenses: contractorLicences,
      subcontractors: [
        {
          company: 'Bayline Electric',
          trade: 'Electrical',
          status: 'Active',
          work: 'Storefront lighting and sign-band circuits, bays 4-9',
          notes: 'Rough-in inspection passed Wednesday',
        },
        {
          company: 'Diablo Glass & Glazing',
          trade: 'Storefront glazing',
          status: 'Active',
          work: 'Full-height storefront glass, bays 4-6',
          notes: 'Bays 7-9 glass arrives next week',
        },
        {
          company: 'Ridgeline Roofing',
          trade: 'Roofing',
          status: 'Return',
          work: 'Parapet flashing at the new tower element',
          notes: 'Returns after the canopy steel is set',
        },
        {
          company: 'Mount Vista Paving',
          trade: 'Paving and striping',
          status: 'Offsite',
          work: 'Parking lot overlay and striping',
          notes: 'Scheduled for the final two weeks',
        },
      ],
      summary:
        'The façade work moved from the east wing to bays 4-9 this week. Four of six storefronts are glazed and the new sign band is framed across the whole front. All tenants stayed open: work in front of open shops ran from 6:00 AM to 10:00 AM and the walkway stayed covered. The project remains on schedule and within budget.',
      photos: reportPhotos,
    },
  },
  {
    project: {
      id: 'mauna-view',
      name: 'Mauna View Medical Offices',
      location: 'Hilo, Hawaii',
      status: 'Completed',
      startDate: 'September 9, 2024',
      endDate: 'March 14, 2025',
      reportDate: 'January 22, 2025',
      type: 'Tenant Improvement',
      client: 'Keawe Health Partners',
    },
    reportTitle: 'Daily report with hours',
    report: {
      kind: 'daily',
      weather: {
        temperature: '77°F',
        condition: 'Morning showers, then clear',
        pressure: '30.02 inHg',
        humidity: '81%',
      },
      workPerformed: [
        'Hung and taped gypsum board in exam rooms 101-108',
        'Set door frames along the east corridor',
        'Installed ceiling grid in the waiting area',
        'Pulled low-voltage cable to the nurse station',
      ],
      subcontractorProgress: 'Electrical trim-out reached 60%; mechanical duct balancing is scheduled for Friday.',
      accidents: 'None',
      extraWork: 'Added blocking for two owner-supplied monitor arms in exam room 104 (change order 7).',
      materials: [
        '112 sheets of 5/8" type X gypsum board delivered by barge freight and checked against the order',
        'Ceiling tile for the waiting area staged in the dry storage container',
        'Door hardware sets for the east corridor received complete',
      ],
      qualityControl: 'Wall flatness checked in rooms 101-104 before taping; two joints re-shimmed.',
      safety: 'Toolbox talk on ladder use; the corridor was kept clear for the occupied suite next door.',
      delays: 'Morning rain held up the exterior patch at the entry by two hours.',
      notes: 'The owner walked the waiting area with us and approved the ceiling layout.',
      labour: [
        { name: 'Kaleo Makoa', role: 'Foreman', workHrs: 8, travelHrs: 1 },
        { name: 'Ruth Nakamura', role: 'Carpenter', workHrs: 8, travelHrs: 1 },
        { name: 'Ikaika Palakiko', role: 'Carpenter', workHrs: 8, travelHrs: 0.5 },
        { name: 'Marisol Aguon', role: 'Laborer', workHrs: 7.5, travelHrs: 0.5 },
        { name: 'Dean Tavares', role: 'Apprentice', workHrs: 6, travelHrs: 0.5 },
      ],
      subcontractorHours: [
        { name: 'Hamakua Drywall', trade: 'Drywall finishing', workHrs: 16, travelHrs: 2 },
        { name: 'Waiakea Electric', trade: 'Electrical', workHrs: 12, travelHrs: 1.5 },
        { name: 'Puna Mechanical', trade: 'HVAC', workHrs: 4, travelHrs: 1 },
      ],
    },
  },
  {
    project: {
      id: 'columbia-ridge',
      name: 'Columbia Ridge Townhomes',
      location: 'Portland, Oregon',
      status: 'Completed',
      startDate: 'April 1, 2024',
      endDate: 'November 8, 2024',
      reportDate: 'June 12, 2024',
      type: 'Panelized Residential',
      client: 'Columbia Ridge Homes',
    },
    reportTitle: 'Daily report by shift',
    report: {
      kind: 'daily-summary',
      weather: [
        { period: 'Morning', temp: '54°F', condition: 'Overcast', wind: '5 mph W', humidity: '78%' },
        { period: 'Noon', temp: '63°F', condition: 'Cloudy', wind: '8 mph W', humidity: '64%' },
        { period: 'Afternoon', temp: '67°F', condition: 'Partly sunny', wind: '10 mph NW', humidity: '58%' },
      ],
      workPerformed: [
        'Set second-floor wall panels on buildings C and D',
        'Craned roof trusses onto building B and braced them',
        'Sheathed the building B roof and dried it in',
        'Anchor bolts checked on building E before the panel delivery',
      ],
      contractor: company.name,
      totalHours: 86,
      totalHoursToDate: 4_212,
      projectHours: 6_400,
      notes: [
        'Panels for building E arrive Monday at 7:00 AM; the crane is booked for the day.',
        'Wet-season plan: every building is dried in within 48 hours of panel set.',
        'City framing inspection for building A is confirmed for Thursday.',
      ],
      preparedBy: 'Grant Ellison, Site Superintendent',
    },
  },
];
