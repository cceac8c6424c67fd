/**
 * The usage note at the top of each component's docs page: when to reach for it and when not. Keyed by the
 * last part of the story title; a unit test fails when a stories file has no note or a note has no stories.
 */
export const usageNotes: Record<string, string> = {
  // Components
  Anchor:
    "The browser's own link, routed through the app's router: what Link, ButtonLink and the site header are built on. Use it directly only for a link with its own look (the header's bar and menu); in text use Link, and for a link that looks like a button use ButtonLink.",
  Avatar:
    'Use for a person (staff cards, lead owners) when there is no photo: initials in a coloured circle, named by the person. Not for companies or logos, and not as a button; wrap it in a link or button if it must do something.',
  Badge:
    'Use for a short status or category next to what it describes (Completed, NDA Protected, Urgent). Not for actions (use Button) and not for sentences; a badge is one or two words.',
  BadgeList:
    'Use for a named set of short names shown as outlined badges (integrated platforms, reporting capabilities) that wraps on a phone. Not for one status next to something (use Badge) and not for sentences (use BulletList).',
  BulletList:
    "Use for a plain list of short texts from the content (advantages, work performed, a project's features). Not for labelled figures (use FactList), for rows with several columns (use Table), or for lists of links or cards.",
  Button:
    'Use for an action on this page: submit a form, open a dialog, change a setting. Primary once per view, secondary and ghost for the rest, danger only for destructive actions. Use `pendingLabel` while the action runs. Not for navigation to another page: that is ButtonLink or Link.',
  ButtonLink:
    'Use for navigation that must stand out like a button (Get Free Estimate, View All Projects). It is still a link: screen readers announce a link and middle-click opens a tab. Not for actions that change data (use Button).',
  Card: 'Use to group one self-contained thing (a project, a service, a person) on a raised surface, optionally with a heading, image and footer actions. Not as a page section (use Section) and not nested inside another card.',
  Checkbox:
    'Use for one yes/no choice that is sent with a form (agree to terms, send me a copy). For a setting that applies at once use Switch; for several related options use CheckboxGroup.',
  CheckboxGroup:
    'Use for several choices from a short list that are all visible (services wanted). Not for one choice out of many (RadioGroup, Select) and not for long lists (more than about eight options).',
  ChoiceCards:
    'Use for one choice among a few options that need a title and a line of detail each (the report selector). It is a radio group. For plain labels use RadioGroup or ToggleButtonGroup; for long lists use Select.',
  CopyButton:
    "Use for a text a person will paste elsewhere (an e-mail address, a new access code, recovery codes): it copies and says 'Copied' with a check mark. Not for copying what the person just typed, and not as the only way to read the text: show it too.",
  DatePicker:
    'Use for a calendar date a visitor types or picks (preferred start date). Not for times, ranges or birthdays far in the past, where typing in a TextField is quicker.',
  Dialog:
    'Use for a short task that must be finished or cancelled before going back to the page (edit a lead, confirm a revoke). Focus is trapped inside. Not for information that could sit on the page, and never a dialog opened from a dialog.',
  DialogTrigger:
    "Use to open a Dialog or Popover from the site's Button with no state of your own: press or Enter opens it, Escape closes it and focus returns to the button. When something else decides (a saved lead, a route) control the Dialog with `isOpen` instead.",
  Disclosure:
    'Use to hide secondary detail behind its heading (service descriptions, FAQ answers, a history panel); DisclosureGroup keeps one open at a time. Not for content everyone needs to read, and not for navigation between views (use Tabs).',
  FactList:
    'Use for labelled figures: report details (client, weather, hours) as a list or key numbers as stat tiles. Not for tabular data with rows and columns (use Table).',
  Form: 'Use for every form of the site together with `useZodForm`: the zod schema from domain/ (passed as a loader that imports domain/<name>-schema.ts, so zod loads with the form) gives the field messages, server 400 errors land on the same fields, focus moves to the first invalid field. Do not hand-roll form state or submit handling beside it.',
  HoneypotField:
    'Put one inside every public form that sends a lead: people never see or reach it, bots fill it, and the API then drops the submission silently. Not for staff forms, and never visible.',
  Image:
    'Use for every content photo: width and height are always set so nothing shifts, it shows a loading frame and "Image unavailable" on failure. Not for decorative backgrounds (CSS) or icons (Icon).',
  Link: 'Use for inline navigation in text and menus; external URLs open in a new tab and say so. Not for actions (use Button), and not styled as a button (use ButtonLink).',
  NativeDateField:
    "Use for a date on a public lead form (preferred start date): the browser's own date field, the phone's date picker and no calendar code on the page. Staff screens and dates that need a custom calendar use DatePicker.",
  NativeSelect:
    "Use for one choice from a list on a public lead form: the browser's own select, the phone's system picker and no listbox code on the page. Staff screens and lists that need custom option rendering use Select.",
  NumberField:
    'Use for a number a visitor types or steps with the arrow keys, with locale formatting (square feet, US dollars). Not for identifiers that only look like numbers (phone, ZIP, access codes): those are TextField or PasswordField.',
  PanelIntro:
    "Use at the top of a tab panel (the partners page's three tabs): an h2 and a muted sentence saying what the panel is for, then its content; `level={1}` where the panel is the whole page with no site header above it (the foundations docs pages). Not for a site page's own opening (use PageHeader) or a card's title (Card's title).",
  PasskeyList:
    "A member's own passkeys on the Sessions tab: each with its name, when it was added and last used, and Remove; Add a passkey names a new one and asks the browser to make it. Only the signed-in member's own passkeys. Admin only.",
  PasskeySignIn:
    'The sign-in page\'s "Sign in with a passkey": asks the browser for a passkey of this site, with no e-mail, password or code, and says why when none was given. Only on the staff sign-in page.',
  PasswordField:
    'Use for a secret (staff password, NDA access code) with a button that shows what was typed. Not for anything that is not secret.',
  Popover:
    'Use for a small panel anchored to the control that opened it (filters, a detail on demand); Escape and an outside click close it. Not for tasks that need full attention (Dialog) or for a one-line hint (Tooltip).',
  ProgressBar:
    'Use for a known share of something done (a project at 65 %), announced as a value. Not for waiting of unknown length (Spinner, or a pending Button).',
  RadioGroup:
    'Use for one choice where seeing every option helps (two to six options). For many options use Select; for options with a title and detail use ChoiceCards; for a compact row use ToggleButtonGroup.',
  SecurityLog:
    "The owners' security log at /admin/security: sign-ins, failures, lockouts, sessions ended, erasures, CSV exports and NDA code changes, newest first, with member, kind and period filters and keyset pages. Not an activity feed for leads (use LeadTimeline). Admin only, owners.",
  Select:
    'Use for one choice from a list too long to show at once (project type, budget range, how did you hear about us). For up to about five options that benefit from being seen, use RadioGroup.',
  Slider:
    'Use for a value on a range where the exact number matters less than the feel (the game volume). Not for precise figures (NumberField).',
  Spinner:
    'Use beside a label that says what is happening ("Saving...") or inside a pending Button. It is decorative; the busy state is announced by the control. Not alone as the only sign of loading.',
  Switch:
    'Use for an on/off setting that applies at once (sound on). Not inside a form that is submitted later (use Checkbox).',
  Table:
    'Use for data with rows and columns that people compare (report hours, cost figures), with an optional totals row. Not for layout and not for a single list of labelled values (FactList).',
  NavTabs:
    'Use when each tab is a page of its own with an address (the admin dashboard): the tab is a link, the panel shows the page the address names, and the router decides which tab is selected. When the panels are parts of one page, use Tabs.',
  Tabs: 'Use to switch between views of the same page that do not need to be seen together (partner forms, construction methods). When each view is a page with its own address, use NavTabs. Not for steps of a process and not for site navigation (links).',
  TextArea:
    'Use for free text of more than one line (project description, notes, a chat message). For one line use TextField.',
  TextField:
    'Use for one line of text (name, e-mail, phone, company) with its label, description and error message. For several lines use TextArea; for numbers NumberField; for secrets PasswordField.',
  CardGrid:
    'Use for titled cards of one sentence each in columns (benefits, services, capabilities); give `listLabelledBy` when a heading names them as a list. Not for cards with actions or pictures (Card, ProjectCard) and not for numbered steps (StepList).',
  StepList:
    'Use for a process told as numbered steps (Step 1, its title, its text, an optional duration), read as an ordered list. Not for cards in no order (CardGrid) or for a form wizard.',
  Subsection:
    "Use for a titled part inside a band or panel (a report block, the home page's qualifications, a method's photos): an h3 with its content close under it. Not for a band of the page (TitledSection) or a framed block (Card).",
  TitledSection:
    'Use for a band of a content page that its h2 names (Benefits, Our Process, FAQ): the section, its container and the heading in one, so the section is always labelled by its heading. Not for the page opening (PageHeader) or a band with an anchor id or no heading (Section with Container).',
  Toast:
    'Use `showToast` for a short message after something happened (Message Sent Successfully!, Email Copied!); the single ToastRegion shows it and a newer toast replaces an older one. Not for errors on a field (those sit under the field) or anything the visitor must act on.',
  ToggleButtonGroup:
    'Use for one choice shown as a compact row of buttons (project type in the calculator, plans); a choice cannot be cleared. For more than about five options or long labels use RadioGroup or Select.',
  Tooltip:
    'Use for a short hint on a control whose purpose its icon alone may not tell; it shows on hover and focus after 700 ms. Never put essential information or interactive content in a tooltip: touch users cannot hover.',

  ContentLoader:
    "The one way to defer a block the first screen does not need (docs/decisions/072). `when` picks the moment: 'approach' (the default) for a below-the-fold block a visitor may never reach (the calculator, the lead forms, the game), later on slow connections, with a placeholder of the block's height; 'after-first-paint' for extras nothing on the first screen waits for (the floating widgets, the toast region), with `failed={null}`; 'interaction' with `requested` for what the visitor opens (the menu, the photo viewer, the chat's conversation), with a LoadFailureNotice as `failed`. Not for anything in the first screen, and not for images (Image is already lazy). If the code cannot load, the block shows `failed` (by default a notice with a reload button), never the error page.",
  // Layout
  Box: 'The base of the layout primitives: a plain element whose spacing, layout and colours are theme tokens (sprinkles). Reach for Stack, Inline, Grid or Container first; use Box when none of them fits.',
  CallToAction:
    'Use once at the end of a page to say where to go next, with one or two ButtonLinks. Not in the middle of content and not more than once per page.',
  Container:
    'Use to centre page content at a readable width with the page margins. Not inside a Card or Dialog, which have their own width.',
  Grid: 'Use for equal columns that collapse on small screens (cards, photos, stat tiles). For one row of items that wraps use Inline; for one column use Stack.',
  Inline: 'Use for items side by side that wrap when narrow (buttons, badges, meta data). For equal columns use Grid.',
  PageHeader:
    'Use once at the top of a content page: its h1 and lead on the raised tone. Not for the home page hero (HeroCarousel) or section headings (Heading).',
  Section:
    'Use for each full-width band of a page, named by its heading through `aria-labelledby`. Not for grouping inside a band (Stack, Card).',
  Stack:
    'Use for children one above the other with even spacing: the default way to lay out a column. For side-by-side use Inline or Grid.',

  // Typography
  Heading:
    'Use for every heading: `level` is the document outline (h1 to h6), `size` is how it looks, so the two can differ. Not for bold text that is not a heading (Text with a weight).',
  Text: 'Use for every paragraph and run of text with the theme sizes and tones; `maxLines` caps long text. Not for headings (Heading).',

  // Utilities
  Icon: 'Use for a lucide icon at a theme size; give it a `label` when it carries meaning on its own, none when it sits beside text that says the same. Not for photos or the company mark.',
  Separator:
    'Use for a thin rule between groups of content or toolbar items. Not to add space (use the gap of Stack or Inline).',
  UnverifiedLeadNotice:
    "What an unverified lead's page shows above it: why it is unverified (the bot check could not be reached) and its two ways out, Confirm lead and Discard as spam (asked first; it erases). Only for a lead whose unverified is set. Admin only.",
  VisuallyHidden:
    'Use for text screen readers need but sighted visitors get from the layout ("(opens in a new tab)"). Never for content that should be hidden from everyone.',

  // Widgets
  AdminPage:
    "Use for a staff page outside the dashboard's tabs (a lead, the status board, a contact, analytics): the links back, the h1 and the content, with AdminPageSection for each part named by an h2. Not for a dashboard tab (its tab names it) or for public pages (PageHeader, TitledSection).",
  AdminSignInForm:
    'The staff sign-in form of /admin/login: e-mail, password and the server refusal in place. Use only there; the visitor portals have their own forms (NdaAccessForm, AppLoginForm).',
  AdminSummaryCards:
    'The four summary figures above the admin tabs, with loading and error states. Use only on the admin dashboard.',
  AnalyticsBreakdown:
    'Lead counts and shares by source and by region for the admin Analytics tab. Not on public pages.',
  AnalyticsChart:
    'Leads per week for the last 12 weeks, a canvas chart with the same figures as a table for screen readers. Load it lazily (it brings uPlot); admin only.',
  AppLoginForm:
    'The demo sign-in of the client app page: nothing is checked or sent; it shows Connecting... then hands over through `onConnect`. Not for real authentication (AdminSignInForm).',
  BidForm:
    'The bid request of the /partners page, sent through `onSubmit` (the lead outbox). Use the lead form for its purpose only; a new kind of request gets its own widget on the same lead-form parts.',
  ChatWidget:
    'The floating assistant of public pages, placed by the FloatingDock at its end; answers come from `onSend`. Load it after the page is interactive: it is a light launcher, and the conversation loads itself when opened. Only one per page, and not in admin.',
  ConceptCard:
    'One planned subdivision on /future-projects: map, status, description, features, figures, and its documentation (the NDA portal link, or a disabled button with the reason). Not for completed projects (use ProjectReport or a case page).',
  ConfidentialGallery:
    'The unlocked NDA portal: confidential images, badge, overview and notice, with an expired state. Use only behind a valid NDA grant.',
  ConfirmRevokeDialog:
    "Use when a staff list revokes one of its rows (an invitation, an NDA access code): give it the row as `target` (null keeps it closed), the question, what revoking does, the toasts; it stays open with the reason when onRevoke throws. Not for erasing a lead's data (EraseLeadDialog, which names what goes) or for changes that can be undone from the same list.",
  ConnectionBanner:
    'Says when the visitor is offline or on a slow connection; renders nothing otherwise. Once per page shell.',
  ContactForm:
    'The short contact form (name, e-mail, message) sent through `onSubmit`. For a project with details use IntakeForm; for partners use the partner forms.',
  ContactTimeline:
    'One person across many submissions: their leads, every event on one timeline, and look-alike leads to merge; merging and un-merging ask to confirm first. Admin only, on /admin/contacts/:id.',
  ConversationList:
    "The assistant's conversations for staff, each named by its first question. Admin only; pair it with ConversationView.",
  ConversationView:
    'One assistant conversation as staff read it: who said what, when, and which engine answered. Admin only.',
  RoundButton:
    "The carousels' round icon button (previous, next, pause, close), named by its label: light on the page, dark over a photo. Not for actions in a form or toolbar: use Button.",
  SwipeStage:
    'The large photo a swipe steps through, with its controls over it: what GallerySlider and Lightbox show their current photo in. Not a widget for a page on its own: use GallerySlider or Lightbox.',
  DotCarousel:
    'One item at a time with previous, next and dots, wrapping at both ends (testimonials, small sets). For photos use GallerySlider or HeroCarousel; for many items a Grid is easier to scan.',
  EditLeadDialog:
    'Staff edit a lead here: status, estimated value and notes; a failed save keeps it open with the input. Admin only.',
  EraseLeadDialog:
    "Use once on a lead's page to erase the lead's personal data on request: the dialog names what goes (counts from what the page shows) and asks to confirm; throw from onErase to keep it open with the reason. Not for deleting test data or for status changes. Admin only.",
  ErasedLeadNotice:
    "What an erased lead's page shows instead of the lead: when it was erased and the non-personal facts it keeps. Only for a lead whose erasedAt is set. Admin only.",
  EmailReveal:
    'Shows an e-mail address only when asked (fewer scrapers), then copies it. Use for public addresses on the page; not inside forms.',
  EmergencyBanner:
    'The highlighted banner above the emergency request form on /partners: what the emergency service promises and the hotline as a tel: link. Not a general notice (use Card with tone highlight) and not an alert for errors.',
  FileAttachments:
    'The files of a lead form (photos, drawings, permits, plans): the limits under the label, the picker and on phones the camera; the list with progress, remove and retry loads with the first file. Only inside LeadForm, which sends the files with the request.',
  EmergencyForm:
    'The 24-hour emergency request of the /partners page, marked urgent in the lead list. Only for emergencies; routine work goes through the other lead forms.',
  FloatingDock:
    'The band at the foot of the screen that holds the floating widgets: the statistics badges at its start, the chat at its end. Once per page shell; the page reserves its height (docs/decisions/064). Never put page content in it.',
  GallerySlider:
    'One large photo with previous/next, a counter, caption and thumbnails. Use for a set of photos seen one by one; for an overview use PhotoGrid.',
  HeroCarousel:
    "The home page's full-bleed photos that advance every 5 s with a pause control. Once, at the top of the home page; never elsewhere.",
  IntakeForm:
    'The detailed free-estimate request (home intake section and /intake), sent through `onSubmit`. For a quick message use ContactForm.',
  LeadCard:
    'One lead with every field it has and its actions; LeadList orders them urgent first with loading, empty and error states. Admin only.',
  LeadFilters:
    'Search, status, source, region, owner and follow-up filters and CSV export above the lead list. Admin only; it owns no data, the page filters.',
  LeadTable:
    "Use for the lead list on a desk: a dense page of leads, sorted on the server by any column (pass `sort` and `onSortChange`), rows selected by checkbox or Space for LeadBulkBar. The name opens the lead. Not on phones: there the page shows LeadList's cards. Admin only.",
  LeadBulkBar:
    'Use above LeadTable for what staff do with the selected rows: change their status or owner together (all or none; throw to refuse) or export them as CSV. Not for one lead (EditLeadDialog, LeadPlanForm). Admin only.',
  LeadFiles:
    'Thumbnails of the photos and a list of every file a visitor sent with a lead, opened through the staff file route. Admin only, on the lead and contact pages.',
  LeadSubmission: 'Every field of a lead as the form sent it, for the lead detail page. Admin only.',
  LeadTimeline:
    'Every change of a lead: who, when, each field from and to, owners by name, and notes as entries of their own. Pass `people` so authors and owners read as names. Admin only, on the lead detail page.',
  LeadPlanForm:
    'Use on the lead page to give a lead to an active staff member (or nobody) and set or clear its follow-up day; both are saved as one audited edit carrying the version it was made on. Not for status or estimate (EditLeadDialog) and not for bulk changes.',
  LeadReplyComposer:
    "Use once on the lead page to reply to the lead by e-mail: plain text, the subject and template given by the page, Ctrl/Cmd+Enter sends. The reply goes through the outbox with the lead's reply address, so the answer comes back onto the lead. Not for notes (LeadNoteForm). Admin only.",
  LeadConversation:
    "Use on the lead page (and a contact's page, with `leadOf`) for the e-mail conversation: staff replies with their delivery and Resend, answers as text without their quoted history, the whole message on request, sender checks and attachments. Never render an answer as markup. Admin only.",
  PromiseBadge:
    "Use beside a lead's status (card, table row, board card) for whether the answer its form promised was given in time: due with its time, met or missed. Renders nothing for a lead promised nothing. Admin only.",
  PromiseReport:
    'Use on /admin/analytics under the funnel, with the same report: promises kept and the median first response by source. Admin only.',
  LeadNoteForm:
    "Use on the lead page to put a note on its timeline (a call, a visit, a promise) with author and time. Not for the lead's own Notes field, which EditLeadDialog edits.",
  StatusBoard:
    'Use for the pipeline at a glance: a column per status with count and estimated value, cards moved by drag and drop or by keyboard (Enter on Move picks it up over the next column, Tab goes on, Enter drops). Each move must be saved as an audited status change; throw from onMove to put the card back. Admin only; a column shows a bounded page of cards and links to the rest.',
  FollowUpList:
    "Use at the top of a staff member's working view: leads overdue and due today, their own first. Not a full list (each section is bounded and says how many it left out).",
  LicenceBadge:
    'The compact "Licensed in CA · OR · HI" that shows the licence numbers on press. Use where space is short; the footer shows the full numbers on every page.',
  Lightbox:
    'A full-screen photo viewer opened from a photo (PhotoGrid); keys, swipe and focus return included. Not for anything that is not a photo.',
  LogoWatermark: 'The faint company mark behind a page. Decoration, once per page shell; never on admin.',
  MethodPanel:
    'One construction method in a tab of /build-it: summary, advantages and considerations, four facts (timeline, pricing, weather, quality) and its photos. Not for comparing the methods (that is the Table beside it).',
  NailGame:
    'The nail-hammering mini game of the build-it page, with score, timer and sound setting. Load it lazily; it is play, not navigation.',
  NotificationAlerts:
    'Use once on the staff dashboard: it names an e-mail configuration problem and every failed notification, each linked to its lead. It renders nothing while e-mail works, so do not wrap it in a card of its own.',
  NotificationList:
    "Use on a lead's page to show each e-mail sent about it (staff alert, visitor confirmation, re-alert) with its status, the reason a send failed and Resend. Not for the dashboard overview (NotificationAlerts).",
  SessionList:
    "Use on the staff member's own account view: every open session with browser, system and times, this one marked, others endable at once. Not for managing other staff members' sessions.",
  TotpChallenge:
    "Use as the second step of a staff sign-in: one field for the authenticator app's 6-digit code or a recovery code. Not for enrolment (TotpEnrolment) and never on public pages.",
  TotpEnrolment:
    "Use at a staff member's first sign-in: the QR code and typed key for an authenticator app, a code to confirm it, then the recovery codes shown once. Not for signing in afterwards (TotpChallenge).",
  UnansweredQuestions:
    'Use once, under the conversations on /admin/conversations: the questions the chat assistant could not answer in the last 30 days, most asked first, with how often and when last. Not for reading a conversation (ConversationView).',
  TaughtAnswers:
    "Use on the Conversations tab for the answers staff teach the chat assistant: the editor (question, plain-text answer, a page of the site) and the list with use counts, authors, Edit and Retire. Not for the assistant's built-in facts (prices, licences, hours, the emergency path), which an answer never replaces.",
  SiteSpeedReport:
    "Use on the Site speed page for what visitors' own browsers measured: p75 of each Core Web Vital by page and device in Google's good / needs improvement / poor bands, the daily trend with its views, the slowest elements and the lab figures beside them. Not for one visitor's own load time (PerformanceBadge).",
  NavLinks:
    "The site's links inside SiteHeader: in its bar (only as many as the width holds) and in its phone menu (every link and the live app). Used only by SiteHeader and SiteMenuDrawer, never on a page.",
  HealthPanel:
    'The /admin/health page: one card per figure of the machinery behind the leads (e-mails waiting, failed e-mails, the last cron run, unattached files, unverified leads, the last backup), each red past its threshold with what to do. Staff only.',
  TeamMembers:
    "The /admin/team page: every member with role, last sign-in, sign-in methods and open sessions; an owner's controls (roles, deactivation, second-factor reset, ending sessions, the owners' passkey requirement). A staff member sees the list and why they cannot change it.",
  InviteMemberForm:
    'Invites a new member by name, e-mail and role on /admin/team/invite. Owners only; the e-mail goes through the outbox.',
  PendingInvitations:
    'The invitations still waiting on /admin/team/invite, each with who invited, when it expires and Revoke (asked first). Owners only.',
  InvitationAcceptForm:
    "The invitation link's page: the invitee chooses a password and sets up an authenticator app, then sees the recovery codes once. Not for signing in; that is AdminSignInForm.",
  InvitationUnavailable:
    'What an invitation link shows when it opens no form: expired, used, revoked, unknown or too many tries, with a link to the staff sign-in.',
  UndeliveredLeadNotice:
    "Use once, site-wide, for a lead the browser kept but the server refused or that waited too long: it names the form, shows what the visitor typed with Copy and the phone number, until they dismiss it. Not for a lead that is still waiting to be sent (the form's own 'saved, not sent yet' says that).",
  QrCode:
    'Use inside TotpEnrolment to show an otpauth:// address as a QR code drawn in SVG, with a label naming what it is for. Not on public pages, and never without the same value shown as text beside it for people who cannot scan.',
  ChatPanel:
    'The open conversation of ChatWidget, a separate file so its code loads only when a visitor opens the chat. Use it only through ChatWidget.',
  LoadFailureBoundary:
    "The part of ContentLoader that catches a block whose code cannot load: use ContentLoader (its `failed` prop) rather than this directly. For something the visitor opened (the menu, the photo viewer), ContentLoader's `failed` is a LoadFailureNotice while it is open: it says so at the bottom of the screen, with Dismiss.",
  SiteMenuDrawer:
    "The header's slide-in menu, loaded on the first press of the menu button. Use it only through SiteHeader; it is a separate file so its dialog code stays out of the first screen's JavaScript.",
  NdaAccessForm:
    'The access-code form of the NDA portal, sent through `onSubmit`; locked-out and wrong-code answers show in place. Only on the portal.',
  NdaCodeManager: 'Staff list, create (shown once, with copy) and revoke NDA access codes. Admin only.',
  PacificBreeze:
    'A faint wave at the foot of the screen while the visitor is between 200 and 800 px down the page. Decoration, once per page shell.',
  PartnerForm:
    'The partnership application of the /partners page, sent through `onSubmit`. For bids and emergencies use BidForm and EmergencyForm.',
  PerformanceBadge:
    'The load time and its grade, pressing it shows every figure measured. Once per page shell, in the FloatingDock.',
  PhotoCarousel:
    'A headed carousel of captioned photos, one at a time (the project and crew photos of a case page). For a grid of photos that open full screen use PhotoGrid; for cards or other content one at a time use DotCarousel.',
  PhotoGrid:
    'Photos with category, title and description in a grid; pressing one calls `onOpen` (usually a Lightbox). For one photo at a time use GallerySlider.',
  ProjectCalculator:
    'The cost calculator: inputs, an estimate, and sending the estimate as a lead through `onSendLead`. Use on the calculator section only; the prices come from domain/pricing.',
  ProjectReport:
    "One completed project's report on /project-reports: a weekly status report, a daily report or a daily summary, picked by the report's kind. The page supplies the heading and the card around it. Not for the admin's tracked projects (use ProjectCard).",
  ProjectCard:
    'One tracked project (budget against actual cost in red or green); ProjectList adds loading, empty and error states and Add Project. Admin only.',
  ProjectDialog: 'Adds or edits a tracked project. Admin only; opened from ProjectCard.',
  ProjectTypePicker:
    'The project types of /modern-panelized-framing: a toggle group to pick one, and a card with its price per square foot, description and features, read out when it changes. Not for choosing a value that is sent with a form (use RadioGroup or NativeSelect).',
  RecommendationForm:
    'The recommendation request with the option lists of the spec, sent through `onSubmit`. Pair it with RecommendationResults, which replaces it.',
  RecommendationResults:
    'The recommendation with cost and risks that replaces RecommendationForm, with its three buttons. Not on its own.',
  ServiceCards:
    'The expandable service cards, one open at a time. For the services section; for a simple list of links use Link in a Stack.',
  SiteFooter:
    'The footer of every public page with the three licence numbers California requires. Once, in the public shell.',
  SiteHeader:
    'The fixed header of every public page: full navigation on wide screens, a menu panel on smaller ones. Once, in the public shell; admin has its own.',
  SourceFunnel:
    'Where the jobs come from: the period picker, then leads → qualified → won per source as bars with the same figures as a table. Admin only, on /admin/analytics; the page keeps the period in the URL.',
  StaffCard:
    'One staff member: initials, name, title and division; a press shows the description and specialisations. For the team page.',
  StaffGrid:
    "A group of people on /staff as StaffCards in one to three columns (leadership, a division, the project managers). Not for the home page's compact leadership list (Avatar with name and title).",
  VisitorStats: 'Views, clicks and interactions kept on this device, abbreviated with K and M. Once per page shell.',
  WeatherEffect:
    "Decorative drifting particles for the visitor's region; still under reduced motion and hidden from assistive technology. Once per page shell.",
};
