/** Engineering role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const engineeringDepartment: RawDepartment = {
  name: 'Engineering',
  weight: 24,
  intern: 'Software Engineering Intern',
  manager: 'Engineering Manager',
  director: 'Director of Engineering',
  entry: 'Junior, Associate',
  lead: 'Staff, Principal, Lead',
  mission: 'build fast, reliable software that thousands of teams depend on every day',
  partners: 'product managers, designers and fellow engineers in a small cross-functional squad',
  study: 'Computer Science, Software Engineering or a related field',
  skills: 'Git, CI/CD, Code Review, Agile, System Design, Technical Writing',
  duties: `
    Review pull requests and give thoughtful, actionable feedback
    Take part in design reviews and blameless incident retrospectives
    Share what you learn through tech talks, written RFCs and pairing sessions
    Join a humane on-call rotation and help make it quieter every quarter
    Break ambiguous problems into small, shippable increments
  `,
  bring: `
    A habit of writing clear, well-tested code and readable pull requests
    Good written communication, since much of our collaboration happens asynchronously
    Curiosity about the customer problem behind every ticket
    Comfort owning your work from design through production
  `,
  nice: `
    Experience at a B2B SaaS company of a similar size
    Open-source contributions you are proud of
    Experience mentoring other engineers
    Familiarity with feature flags and progressive delivery
  `,
  families: [
    {
      title: 'Backend Engineer',
      pay: 160000,
      focus: 'Payments; Billing; Search; Identity; Integrations; Core Platform; Notifications; Public API',
      skills:
        'Node.js, TypeScript, PostgreSQL, Go, Java, Kotlin, Redis, Kafka, gRPC, REST API Design, GraphQL, Docker, Kubernetes, AWS, OpenTelemetry',
      duties: `
        Design, build and operate the services that power {focus}
        Model data in PostgreSQL and evolve schemas safely with zero-downtime migrations
        Write well-documented APIs consumed by our web, mobile and partner teams
        Improve latency, throughput and cost of high-traffic endpoints
        Add the metrics, traces and alerts that tell us how {focus} behaves in production
        Work with product to turn customer problems into technical plans
      `,
      bring: `
        Solid experience building and running backend services in production
        A good grasp of relational databases, indexing and transactions
        Experience designing APIs that other teams enjoy using
        Understanding of distributed-systems trade-offs such as idempotency and retries
      `,
      nice: `
        Experience with event-driven architectures and message queues
        Background in payments, billing or other money-moving systems
        Experience operating multi-tenant SaaS platforms
      `,
    },
    {
      title: 'Frontend Engineer',
      pay: 150000,
      focus: 'Design System; Growth; Editor; Dashboards; Onboarding; Web Performance; Collaboration',
      skills:
        'TypeScript, React, HTML, CSS, Next.js, Vite, Vitest, Playwright, Redux, GraphQL, Web Accessibility (WCAG), Storybook, Tailwind CSS, Web Performance',
      duties: `
        Build fast, accessible interfaces for {focus} in React and TypeScript
        Turn Figma designs into polished, responsive components with our designers
        Own front-end quality with unit, component and end-to-end tests
        Improve Core Web Vitals and bundle size across the app
        Contribute components and patterns to our shared design system
      `,
      bring: `
        Deep knowledge of modern JavaScript, TypeScript and the browser platform
        Experience shipping production React applications used by real customers
        A keen eye for detail in layout, interaction and motion
        Practical knowledge of accessibility and semantic HTML
      `,
      nice: `
        Experience with real-time collaboration or rich-text editors
        Experience with server-side rendering and edge caching
        Contributions to a design system used by several teams
      `,
    },
    {
      title: 'Full-Stack Engineer',
      pay: 155000,
      focus: 'Workflows; Integrations; Admin Console; Marketplace; Collaboration; Reporting',
      skills:
        'TypeScript, React, Node.js, PostgreSQL, GraphQL, Next.js, Prisma, Docker, AWS, Redis, REST API Design, Playwright, Tailwind CSS',
      duties: `
        Ship features end to end for {focus}, from database schema to UI
        Prototype quickly, measure impact and iterate with product and design
        Build integrations with third-party APIs and keep them resilient
        Keep our TypeScript codebase healthy through refactoring and good tests
        Talk to customers with our success team to understand how they use {focus}
      `,
      bring: `
        Experience building both APIs and user interfaces in TypeScript
        Comfort moving between the database, the server and the browser
        Strong product sense and the judgement to ship in small steps
      `,
      nice: `
        Experience at an early-stage startup or as a founding engineer
        Experience with OAuth-based third-party integrations
        Background in building internal tools or admin consoles
      `,
    },
    {
      title: 'iOS Engineer',
      manager: 'Mobile Engineering Manager',
      pay: 155000,
      focus: 'Mobile Apps; Offline Sync; Notifications; Onboarding; Field Teams',
      skills:
        'Swift, SwiftUI, UIKit, Xcode, Combine, Core Data, XCTest, Objective-C, Fastlane, App Store Connect, Instruments, REST API Design',
      intern: 'iOS Engineering Intern',
      duties: `
        Build and ship native iOS features for {focus} in Swift and SwiftUI
        Design offline-first data flows that stay in sync with our backend
        Profile and fix performance, memory and battery issues with Instruments
        Automate builds, tests and releases to keep our release train on schedule
        Partner with Android and web engineers to keep the experience consistent
      `,
      bring: `
        Experience shipping iOS apps to the App Store
        Strong knowledge of Swift, concurrency and the iOS SDK
        Attention to Apple's Human Interface Guidelines and accessibility features
      `,
      nice: `
        Experience with widgets, App Intents or watchOS
        Experience with modular app architectures
        Familiarity with Kotlin Multiplatform
      `,
    },
    {
      title: 'Android Engineer',
      manager: 'Mobile Engineering Manager',
      pay: 150000,
      focus: 'Mobile Apps; Offline Sync; Notifications; Onboarding; Field Teams',
      skills:
        'Kotlin, Jetpack Compose, Android SDK, Coroutines, Room, Gradle, Espresso, Java, Dagger/Hilt, Firebase, Material Design, REST API Design',
      intern: 'Android Engineering Intern',
      duties: `
        Build and ship Android features for {focus} in Kotlin and Jetpack Compose
        Keep the app fast and stable across a wide range of devices
        Own crash-free rates and startup time with our mobile platform team
        Write UI and unit tests that run on every pull request
        Collaborate with designers on Material-native interactions
      `,
      bring: `
        Experience shipping Android apps to Google Play
        Strong knowledge of Kotlin, coroutines and modern Android architecture
        Experience debugging performance issues on low-end devices
      `,
      nice: `
        Experience with Kotlin Multiplatform
        Experience with background sync and WorkManager
        Experience supporting enterprise device management (MDM)
      `,
    },
    {
      title: 'Platform Engineer',
      manager: 'Platform Engineering Manager',
      director: 'Director of Platform Engineering',
      pay: 165000,
      focus:
        'Developer Experience; Compute; Networking; Build & CI; Service Mesh; Internal Developer Platform',
      skills:
        'Kubernetes, Terraform, Go, AWS, Helm, Argo CD, Docker, Linux, Prometheus, Grafana, GitHub Actions, Envoy, Python',
      duties: `
        Build the paved road that lets product teams ship safely on their own
        Run and evolve our Kubernetes clusters and infrastructure as code for {focus}
        Shorten build and deploy times across dozens of services
        Design self-service tooling with clear documentation and sensible defaults
        Drive reliability and cost improvements across our cloud footprint
      `,
      bring: `
        Experience running Kubernetes in production at meaningful scale
        Strong infrastructure-as-code skills, ideally with Terraform
        A product mindset towards internal developers as your customers
      `,
      nice: `
        Experience building internal developer portals such as Backstage
        Experience with multi-region or multi-cloud setups
        Contributions to CNCF projects
      `,
    },
    {
      title: 'Site Reliability Engineer',
      manager: 'SRE Manager',
      pay: 165000,
      focus: 'Observability; Incident Response; Databases; Edge Network; Capacity Planning',
      skills:
        'Kubernetes, Prometheus, Linux, Terraform, Go, Python, Grafana, PagerDuty, AWS, Google Cloud, PostgreSQL, Datadog, OpenTelemetry, Chaos Engineering',
      duties: `
        Define SLOs with product teams and build the alerting that protects them
        Lead incident response and write blameless post-incident reviews
        Automate toil away and improve the reliability of {focus}
        Run game days and load tests ahead of big customer launches
        Plan capacity and keep our cloud spend predictable
      `,
      bring: `
        Experience operating production systems with real availability targets
        Strong Linux, networking and debugging fundamentals
        Ability to write solid automation in Go or Python
      `,
      nice: `
        Experience running PostgreSQL or Kafka at scale
        Experience with eBPF-based tooling
        Experience with CDN and edge configurations
      `,
    },
    {
      title: 'DevOps Engineer',
      pay: 145000,
      focus: 'Build & CI; Release Engineering; Cloud Infrastructure; Developer Tooling',
      skills:
        'CI/CD, GitHub Actions, Jenkins, Docker, Ansible, Terraform, AWS, Bash, Linux, Kubernetes, Azure DevOps, Python, Packer',
      duties: `
        Maintain and speed up the CI/CD pipelines behind {focus}
        Automate environment provisioning with infrastructure as code
        Harden build runners and secrets handling with the security team
        Support engineers with clear runbooks and quick troubleshooting
        Track and reduce flaky tests, queue times and failed deploys
      `,
      bring: `
        Hands-on experience maintaining CI/CD systems for a busy engineering team
        Comfort with shell scripting and Linux administration
        Experience with at least one major cloud provider
      `,
      nice: `
        Experience with monorepo build tooling and remote caching
        Familiarity with supply-chain security such as SLSA or Sigstore
      `,
    },
    {
      title: 'QA Automation Engineer',
      manager: 'Quality Engineering Manager',
      director: 'Director of Quality Engineering',
      pay: 125000,
      focus: 'Web App; Mobile Apps; Public API; Release Quality; Payments',
      skills:
        'Playwright, Cypress, Selenium, TypeScript, Java, Postman, JUnit, Test Planning, API Testing, k6, Jira, TestRail',
      intern: 'Quality Engineering Intern',
      duties: `
        Design and maintain automated test suites for {focus}
        Work with engineers early to make features testable by design
        Build reliable end-to-end tests that run in CI on every change
        Run exploratory testing sessions before major releases
        Report quality trends and help the team decide when to ship
      `,
      bring: `
        Experience building test automation frameworks from scratch
        Strong programming skills in TypeScript, Java or Python
        A sharp eye for edge cases and clear, reproducible bug reports
      `,
      nice: `
        Experience with performance and load testing
        Experience testing accessibility with assistive technologies
      `,
    },
    {
      title: 'Machine Learning Engineer',
      manager: 'Machine Learning Engineering Manager',
      director: 'Director of Machine Learning',
      pay: 175000,
      focus: 'Search Ranking; Recommendations; Forecasting; Document AI; LLM Features',
      skills:
        'Python, PyTorch, scikit-learn, MLflow, SQL, Docker, Kubernetes, Spark, Hugging Face Transformers, Vector Databases, LLM Evaluation, TensorFlow, Feature Stores',
      intern: 'Machine Learning Intern',
      duties: `
        Build, evaluate and ship models that power {focus}
        Own the path from offline experiments to reliable online serving
        Set up evaluation datasets and monitoring for model quality and drift
        Work with data engineers on features, pipelines and training data
        Balance model quality against latency and infrastructure cost
      `,
      bring: `
        Experience taking machine learning models to production
        Strong Python and software engineering practices
        A solid grounding in statistics and evaluation methodology
      `,
      nice: `
        Experience with retrieval-augmented generation and LLM evaluation
        Experience with learning-to-rank or recommender systems
        Publications or open-source work in applied machine learning
      `,
    },
    {
      title: 'Database Engineer',
      pay: 165000,
      focus: 'Core Platform; Data Infrastructure; Multi-region; Storage',
      skills:
        'PostgreSQL, Query Optimization, Replication, PgBouncer, Linux, Terraform, Amazon RDS, Backup & Recovery, Python, ClickHouse, MySQL, Go',
      duties: `
        Keep our PostgreSQL fleet fast, safe and boring for {focus}
        Review schemas and queries with product teams before they reach production
        Automate backups, failover drills and major-version upgrades
        Plan partitioning and sharding strategies as customer data grows
      `,
      bring: `
        Deep experience operating PostgreSQL or another relational database in production
        Strong understanding of query planning, indexing and locking
        Scripting skills for automation in Python, Go or Bash
      `,
      nice: `
        Experience with logical replication and change data capture
        Experience with analytical stores such as ClickHouse
      `,
    },
    {
      title: 'Developer Advocate',
      manager: 'Developer Relations Manager',
      director: 'Director of Developer Relations',
      pay: 145000,
      focus: 'Public API; SDKs; Integrations; Community',
      skills:
        'Public Speaking, Technical Writing, TypeScript, Python, REST API Design, Video Production, Community Building, GitHub, Docs-as-Code, Demo Development, SDK Design',
      duties: `
        Help developers succeed with our {focus} through guides, samples and talks
        Build demo apps and starter kits that show off real use cases
        Bring developer feedback back to product and engineering
        Represent Northwind Labs at meetups, conferences and online events
        Answer questions in our community forum and GitHub discussions
      `,
      bring: `
        Hands-on software development experience
        A track record of public technical content such as talks, posts or videos
        Empathy for developers who are new to our platform
      `,
      nice: `
        An existing audience in a developer community
        Experience maintaining SDKs or client libraries
      `,
    },
    {
      title: 'Technical Writer',
      manager: 'Documentation Manager',
      director: 'Director of Documentation',
      pay: 115000,
      focus: 'Developer Docs; Help Center; Public API; Admin Guides',
      skills:
        'Technical Writing, Docs-as-Code, Markdown, OpenAPI, Git, Information Architecture, API Documentation, Docusaurus, Style Guides, Editing, Diagramming',
      intern: 'Technical Writing Intern',
      duties: `
        Write and maintain {focus} content that is accurate, concise and easy to scan
        Work with engineers and PMs to document features before they launch
        Improve the structure and navigation of our documentation site
        Define and evolve our documentation style guide
        Use analytics and support tickets to find gaps in the docs
      `,
      bring: `
        A portfolio of technical documentation for software products
        Ability to read code and explain complex systems simply
        Comfort with Git-based, docs-as-code workflows
      `,
      nice: `
        Experience documenting REST or GraphQL APIs
        Experience with localization workflows
      `,
    },
  ],
};
