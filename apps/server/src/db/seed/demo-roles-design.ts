/** Design role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const designDepartment: RawDepartment = {
  name: 'Design',
  weight: 5,
  intern: 'Product Design Intern',
  manager: 'Design Manager',
  director: 'Director of Design',
  entry: 'Junior, Associate',
  lead: 'Principal, Lead, Staff',
  mission: 'craft a product that feels effortless, accessible and unmistakably ours',
  partners: 'product managers, engineers and researchers',
  study: 'Interaction Design, Visual Communication, HCI or a related field',
  skills: 'Figma, FigJam, Design Critique, Accessibility (WCAG), Miro',
  duties: `
    Present work in progress at design critiques and give generous feedback
    Contribute to our design principles and shared component library
    Partner with engineers during implementation to get the details right
    Advocate for accessibility and inclusive design in every review
  `,
  bring: `
    A portfolio that shows your process, not only final screens
    Strong storytelling skills to explain design decisions
    Openness to feedback and a collaborative working style
  `,
  nice: `
    Experience designing complex B2B workflows
    Experience working in a design system at scale
    Basic HTML and CSS knowledge
  `,
  families: [
    {
      title: 'Product Designer',
      pay: 140000,
      focus: 'Payments; Onboarding; Dashboards; Mobile; Admin Console; Collaboration; Growth',
      skills:
        'Figma, Interaction Design, Prototyping, User Research, Design Systems, Usability Testing, Wireframing, Information Architecture, Accessibility (WCAG), Visual Design, Journey Mapping, FigJam',
      duties: `
        Own the end-to-end experience of {focus}, from discovery to polish
        Turn ambiguous problems into flows, prototypes and high-fidelity designs
        Test ideas with customers early and often
        Work side by side with engineers to ship and refine your designs
      `,
      bring: `
        Experience designing digital products that shipped to real users
        Strong interaction and visual design skills
        Ability to balance user needs with business goals and technical constraints
      `,
      nice: `
        Experience designing data-dense interfaces and dashboards
        Motion design skills for micro-interactions
      `,
    },
    {
      title: 'UX Researcher',
      manager: 'UX Research Manager',
      director: 'Director of Research',
      pay: 135000,
      focus: 'Enterprise Customers; Onboarding; Mobile; Pricing; Admin Experience',
      skills:
        'Usability Testing, User Interviews, Survey Design, Dovetail, Qualitative Analysis, Quantitative Research, Maze, UserTesting, Jobs-to-be-Done, Research Operations, Statistics, Journey Mapping',
      intern: 'UX Research Intern',
      duties: `
        Plan and run research that shapes strategy for {focus}
        Choose the right method, from interviews to surveys and usability tests
        Synthesise findings into clear insights and share them widely
        Help designers and PMs run their own lightweight research
      `,
      bring: `
        Experience leading research studies for digital products
        Strong qualitative methods and working knowledge of quantitative ones
        Storytelling skills that turn findings into action
      `,
      nice: `
        Experience researching with B2B buyers and administrators
        Experience setting up a research repository
      `,
    },
    {
      title: 'Content Designer',
      manager: 'Content Design Manager',
      pay: 125000,
      focus: 'Onboarding; Billing; Notifications; Help Center; Localization',
      skills:
        'UX Writing, Content Strategy, Figma, Voice and Tone, Localization, Information Architecture, Accessibility (WCAG), Style Guides, Content Testing, Microcopy',
      duties: `
        Write the words in our product for {focus}, from buttons to error messages
        Define content patterns and voice guidelines with the design system team
        Test terminology with users and simplify complex concepts
        Work with localization to make copy translate well
      `,
      bring: `
        A portfolio of UX writing or content design work
        Clear, concise writing with an ear for tone
        Experience collaborating closely with designers in Figma
      `,
      nice: `
        Experience writing for a global audience
        Familiarity with plain-language guidelines
      `,
    },
    {
      title: 'Design Systems Designer',
      manager: 'Design Systems Manager',
      pay: 140000,
      focus: 'Design System; Web Components; Mobile Components; Theming',
      skills:
        'Figma, Design Tokens, Component Libraries, Storybook, Accessibility (WCAG), Visual Design, Documentation, React, Auto Layout, Design Systems',
      duties: `
        Evolve the components, tokens and patterns of {focus}
        Partner with front-end engineers to keep Figma and code in sync
        Write usage guidelines that make the right choice the easy choice
        Audit the product for consistency and accessibility gaps
      `,
      bring: `
        Experience building or maintaining a design system
        Deep Figma expertise including variables and auto layout
        Strong visual craft and systematic thinking
      `,
      nice: `
        Ability to read and write React components
        Experience with multi-brand theming
      `,
    },
    {
      title: 'Brand Designer',
      manager: 'Brand Design Manager',
      director: 'Director of Brand',
      pay: 105000,
      focus: 'Brand; Campaigns; Events; Website',
      skills:
        'Adobe Illustrator, Adobe Photoshop, Adobe InDesign, Brand Identity, Typography, Figma, Art Direction, Layout Design, Color Theory, Print Production, Adobe After Effects',
      duties: `
        Create on-brand visuals for {focus} across digital and print
        Evolve our visual identity and brand guidelines
        Art-direct photo shoots, illustrations and external agencies
        Partner with marketing on high-impact launches
      `,
      bring: `
        A portfolio of brand and marketing design work
        Excellent typography and layout skills
        Ability to juggle several projects with tight deadlines
      `,
      nice: `
        Illustration or 3D skills
        Experience designing for large events and trade shows
      `,
    },
    {
      title: 'Motion Designer',
      manager: 'Creative Manager',
      director: 'Creative Director',
      pay: 105000,
      focus: 'Product Marketing; Social; Product UI; Brand',
      skills:
        'Adobe After Effects, Cinema 4D, Lottie, Figma, Storyboarding, Adobe Premiere Pro, Rive, 2D Animation, Typography, Sound Design',
      duties: `
        Bring {focus} to life with animation and video
        Produce product walkthroughs, launch videos and social clips
        Create UI animations with designers and engineers using Lottie or Rive
        Build reusable motion guidelines for the brand
      `,
      bring: `
        A reel that shows strong motion design and storytelling
        Mastery of After Effects
        Understanding of how animation supports usability
      `,
      nice: `
        3D animation experience
        Basic video editing and sound design skills
      `,
    },
    {
      title: 'Design Technologist',
      pay: 145000,
      focus: 'Prototyping; Design System; Data Visualization; Interactions',
      skills:
        'React, TypeScript, CSS, Figma, Prototyping, Framer, Storybook, Design Tokens, Web Animation, Accessibility (WCAG), D3.js',
      duties: `
        Build high-fidelity, coded prototypes for {focus}
        Bridge design and engineering by turning concepts into production-ready components
        Explore new interaction patterns and test them with users
        Improve tooling that connects Figma and code
      `,
      bring: `
        Strong front-end skills with React and CSS
        A designer's eye for motion, spacing and detail
        Experience collaborating in both design and engineering teams
      `,
      nice: `
        Experience with D3 or other data visualization libraries
        Experience with WebGL or canvas-based rendering
      `,
    },
    {
      title: 'Service Designer',
      pay: 125000,
      focus: 'Customer Onboarding; Support Experience; Internal Tools; Implementation',
      skills:
        'Service Blueprinting, Journey Mapping, Workshop Facilitation, Miro, User Research, Figma, Systems Thinking, Stakeholder Management, Process Design, Co-design',
      duties: `
        Map the end-to-end service around {focus}, including what happens backstage
        Facilitate workshops that align teams on a shared view of the customer
        Prototype and test new service models with customers and colleagues
        Turn insights into prioritised improvements across teams
      `,
      bring: `
        Experience in service design or customer experience design
        Excellent facilitation skills
        Comfort working across organisational boundaries
      `,
      nice: `
        Experience with B2B onboarding or implementation services
        Background in operations or consulting
      `,
    },
  ],
};
