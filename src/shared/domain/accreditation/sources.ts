import type { RuleSource } from './types';

/** When the bodies' pages below were last read against the rules (docs/accreditation-rules.md). */
const CHECKED = '2026-11-27';

const icf = (title: string, url: string): RuleSource => ({ title: `ICF: ${title}`, url, checkedOn: CHECKED });

/**
 * Every page a rule row cites: deep links to the page that states it, never a home page. A row
 * whose only source is a third party's page is UNCONFIRMED.
 */
export const sources = {
  icfAccPath: icf(
    'ACC credential paths',
    'https://coachingfederation.org/credentials-and-standards/credentials-paths/acc-credential',
  ),
  icfPccPath: icf(
    'PCC credential paths',
    'https://coachingfederation.org/credentials-and-standards/credentials-paths/pcc-credential',
  ),
  icfMccPath: icf(
    'MCC credential paths',
    'https://coachingfederation.org/credentials-and-standards/credentials-paths/mcc-credential',
  ),
  icfTraining: icf(
    'Training requirements',
    'https://coachingfederation.org/credentials-and-standards/training-requirements',
  ),
  icfExperience: icf('Experience requirements', 'https://coachingfederation.org/experience-requirements'),
  icfExperienceHours: icf(
    'Support: Do my coaching experience hours count?',
    'https://icfsupport.freshdesk.com/support/solutions/articles/5000896617-do-my-coaching-experience-hours-count-',
  ),
  icfLog: icf(
    'Support: What information does ICF require for the client coaching log?',
    'https://icfsupport.freshdesk.com/support/solutions/articles/5000653702-what-information-does-icf-require-for-the-client-coaching-log-',
  ),
  icfEducationPaths: icf(
    'Support: How do I know the accreditation type of my education program?',
    'https://icfsupport.freshdesk.com/support/solutions/articles/5000898478-how-do-i-know-the-accreditation-type-of-my-education-program-',
  ),
  icfMentor: icf('Mentor coaching', 'https://coachingfederation.org/credentials-and-standards/mentor-coaching'),
  icfPerformance: icf(
    'Performance evaluations',
    'https://coachingfederation.org/credentials-and-standards/performance-evaluations',
  ),
  icf2027AccPcc: icf(
    'Support: 2027 changes to ACC and PCC credential requirements',
    'https://icfsupport.freshdesk.com/support/solutions/articles/5000900518-2027-changes-to-acc-and-pcc-credential-requirements',
  ),
  icf2027Mcc: icf(
    'Support: 2027 changes to MCC credential requirements',
    'https://icfsupport.freshdesk.com/support/solutions/articles/5000900562-2027-changes-to-mcc-credential-requirements',
  ),
  icf2027Blog: icf(
    'Mentor coaching requirement replacing ACC and PCC performance evaluations (13 April 2026)',
    'https://coachingfederation.org/blog/mentor-coaching-requirement-replacing-acc-pcc-performance-evaluations',
  ),
  icfFaq: icf(
    'Frequently asked questions (supervision and mentor coaching as CCE)',
    'https://coachingfederation.org/faqs?fwp_faqs_search=Client',
  ),
  icfRenewal: icf(
    'Professional development: 40 CCE units every three years',
    'https://coachingfederation.org/credentials-and-standards/professional-development',
  ),
  icfEthics: icf(
    'News 4150: Ethics component added to credential renewal',
    'https://www.coachfederation.org/newsdetail.cfm?ItemNumber=4150',
  ),
  resourceDevelopmentThirdParty: {
    title: 'Coach Training EDU: ICF renewal, Resource Development limit (third party)',
    url: 'https://www.coachtrainingedu.com/training/courses/continuing-coach-education-cce/',
    checkedOn: CHECKED,
    thirdParty: true,
  },
  emccLevels: {
    title: 'EMCC Global: Levels of accreditation for EIA',
    url: 'https://emccapr.org/accreditation-panels/levels-of-accreditation-for-eia/',
    checkedOn: CHECKED,
  },
  emccThirdParty: {
    title: 'Coacharya: EMCC EIA levels and validity (third party)',
    url: 'https://coacharya.com/emcc/',
    checkedOn: CHECKED,
    thirdParty: true,
  },
  emccRenewal: {
    title: 'EMCC Global: EIA renewal',
    url: 'https://accreditation.emccshop.org/product-category/emcc-global-individual-accreditation-renewal',
    checkedOn: CHECKED,
  },
  acLevels: {
    title: 'Association for Coaching: Coach Accreditation, levels and criteria (c. 2020 sheet; may be dated)',
    url: 'https://www.associationforcoaching.com/page/coach-accreditation',
    checkedOn: CHECKED,
  },
  acRenewal: {
    title: 'Association for Coaching: Accreditation Non-Member Policy (renewal every 3 years)',
    url: 'https://www.associationforcoaching.com/general/custom.asp?page=AccreditationNon-MemberPolicy',
    checkedOn: CHECKED,
  },
} as const satisfies Record<string, RuleSource>;
