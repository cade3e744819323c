/** Data & Analytics role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const dataDepartment: RawDepartment = {
  name: 'Data & Analytics',
  weight: 7,
  intern: 'Data Science Intern',
  manager: 'Analytics Manager',
  director: 'Director of Data & Analytics',
  entry: 'Junior, Associate',
  lead: 'Staff, Principal, Lead',
  mission: 'turn data into decisions and trustworthy, data-powered product features',
  partners: 'product managers, engineers and business leaders across the company',
  study: 'Statistics, Mathematics, Computer Science, Economics or a related field',
  skills: 'SQL, Git, Data Visualization, Stakeholder Communication, Jupyter',
  duties: `
    Document datasets and metrics so others can self-serve with confidence
    Review analyses and models from peers and share techniques that work
    Present findings to stakeholders in a clear, decision-oriented way
    Help define and maintain the company's core metrics
  `,
  bring: `
    Fluency in SQL and comfort working with large, messy datasets
    Ability to explain technical results to non-technical audiences
    A healthy scepticism about data quality and a habit of checking your work
  `,
  nice: `
    Experience in B2B SaaS analytics such as ARR, churn and cohort retention
    Experience with a modern data stack in the cloud
    Contributions to internal data education programs
  `,
  families: [
    {
      title: 'Data Engineer',
      pay: 155000,
      focus: 'Data Platform; Finance Data; Product Analytics; Customer Data; Streaming',
      skills:
        'SQL, Python, dbt, Apache Airflow, Snowflake, Apache Spark, Apache Kafka, BigQuery, Dagster, Data Modeling, Terraform, AWS, Fivetran, Delta Lake',
      manager: 'Data Engineering Manager',
      duties: `
        Build and operate reliable batch and streaming pipelines for {focus}
        Design data models that are easy to query and hard to misuse
        Add data quality checks, lineage and alerting to critical pipelines
        Optimise warehouse performance and cost as data volumes grow
        Partner with product engineers on event tracking and change data capture
      `,
      bring: `
        Experience building production data pipelines in Python and SQL
        Hands-on experience with a cloud data warehouse
        Solid software engineering practices such as testing, code review and CI
      `,
      nice: `
        Experience with real-time streaming and Kafka
        Experience with data contracts or schema registries
      `,
    },
    {
      title: 'Analytics Engineer',
      pay: 140000,
      focus: 'Revenue Analytics; Product Analytics; Marketing Analytics; Finance Data',
      skills:
        'SQL, dbt, Data Modeling, Snowflake, Looker, LookML, Git, Python, BigQuery, Dimensional Modeling, Data Quality Testing, Airbyte',
      duties: `
        Own the dbt models that power {focus}
        Turn business logic into tested, documented and reusable data models
        Build semantic layers and dashboards that teams actually use
        Work with analysts to move one-off queries into maintained models
      `,
      bring: `
        Advanced SQL and hands-on experience with dbt
        Understanding of dimensional modeling and data warehouse design
        Comfort with Git-based workflows and code review
      `,
      nice: `
        Experience with Looker or another semantic layer
        Experience modeling subscription revenue data
      `,
    },
    {
      title: 'Data Analyst',
      pay: 105000,
      focus: 'Sales Analytics; Customer Success; Operations; Finance; People Analytics',
      skills:
        'SQL, Excel, Tableau, Looker, Python, Statistics, Google Sheets, Data Visualization, A/B Testing, Power BI, Stakeholder Communication',
      intern: 'Data Analyst Intern',
      duties: `
        Answer the most important business questions for {focus} with data
        Build and maintain dashboards that leadership relies on
        Dig into trends and anomalies and explain what drives them
        Help teams define goals and track progress against them
      `,
      bring: `
        Strong SQL and spreadsheet skills
        Experience with a BI tool such as Tableau, Looker or Power BI
        Good business judgement about which questions matter
      `,
      nice: `
        Python or R for deeper analysis
        Experience working with CRM data
      `,
    },
    {
      title: 'Data Scientist',
      pay: 155000,
      focus: 'Pricing; Churn Prediction; Experimentation; Forecasting; Marketplace',
      skills:
        'Python, SQL, Statistics, pandas, scikit-learn, Experimentation, Causal Inference, Jupyter, Forecasting, R, XGBoost, Bayesian Modeling, Apache Spark',
      manager: 'Data Science Manager',
      director: 'Director of Data Science',
      duties: `
        Apply statistics and machine learning to problems in {focus}
        Design experiments and causal analyses that product teams can trust
        Build forecasting and propensity models and take them to production with engineers
        Communicate uncertainty honestly and recommend clear actions
      `,
      bring: `
        Strong foundations in statistics, probability and experimental design
        Proficiency in Python or R and SQL
        Experience turning analysis into business impact
      `,
      nice: `
        An advanced degree in a quantitative field
        Experience with causal inference methods in observational data
      `,
    },
    {
      title: 'Business Intelligence Developer',
      pay: 120000,
      focus: 'Finance Reporting; Sales Reporting; Executive Dashboards; Operations',
      skills:
        'Power BI, DAX, SQL, Tableau, SSIS, Data Modeling, Azure Synapse, Excel, Looker, Snowflake, Dimensional Modeling',
      duties: `
        Design and build reporting solutions for {focus}
        Model data for self-service reporting with consistent definitions
        Optimise slow reports and keep refresh schedules healthy
        Train business users to get the most out of our BI tools
      `,
      bring: `
        Experience building enterprise dashboards in Power BI or Tableau
        Strong SQL and data modeling skills
        Attention to detail and a passion for accurate numbers
      `,
      nice: `
        Experience with row-level security in BI tools
        Microsoft Certified: Power BI Data Analyst Associate
      `,
    },
    {
      title: 'Product Analyst',
      pay: 115000,
      focus: 'Growth; Onboarding; Collaboration; Mobile; Integrations',
      skills:
        'SQL, Amplitude, Mixpanel, Product Analytics, A/B Testing, Funnel Analysis, Python, Looker, Statistics, dbt, Data Storytelling',
      duties: `
        Embed with the {focus} team and help them make better product decisions
        Analyse user behaviour, funnels and retention cohorts
        Design and read out experiments with the product manager
        Define tracking plans together with engineers
      `,
      bring: `
        Experience in product analytics for a digital product
        Strong SQL and experience with event-based analytics tools
        Curiosity about how people really use software
      `,
      nice: `
        Experience with experimentation platforms
        Familiarity with product-led growth metrics
      `,
    },
    {
      title: 'Data Governance Analyst',
      pay: 110000,
      focus: 'Customer Data; Privacy; Master Data; Data Catalog',
      skills:
        'Data Governance, Data Cataloging, Collibra, SQL, Data Quality, GDPR, Metadata Management, Alation, Master Data Management, Data Lineage',
      duties: `
        Run the governance program for {focus}, from ownership to quality rules
        Maintain the data catalog and business glossary
        Work with legal and security on data classification and retention
        Monitor data quality issues and drive them to resolution
      `,
      bring: `
        Experience in data governance, data management or data quality
        Understanding of privacy regulations such as GDPR and CCPA
        Strong organisational and stakeholder management skills
      `,
      nice: `
        DAMA CDMP certification
        Experience implementing a data catalog tool
      `,
    },
    {
      title: 'Marketing Analyst',
      pay: 100000,
      focus: 'Demand Generation; Paid Media; Attribution; Lifecycle',
      skills:
        'SQL, Google Analytics 4, Marketing Mix Modeling, Attribution Modeling, Looker, Python, Excel, Tableau, HubSpot, Incrementality Testing, BigQuery',
      duties: `
        Measure the impact of marketing programs across {focus}
        Build attribution and funnel reporting from first touch to closed revenue
        Run incrementality tests and budget allocation analyses
        Partner with marketing ops on clean, reliable tracking
      `,
      bring: `
        Experience in marketing analytics or growth analytics
        Strong SQL and spreadsheet skills
        Understanding of B2B marketing funnels
      `,
      nice: `
        Experience with marketing mix modeling
        Experience with server-side tracking
      `,
    },
    {
      title: 'Research Scientist',
      pay: 180000,
      focus: 'Natural Language Processing; Information Retrieval; Document Understanding; Forecasting',
      skills:
        'Python, PyTorch, Natural Language Processing, Large Language Models, Information Retrieval, Statistics, Experiment Design, JAX, Hugging Face Transformers, Distributed Training, Scientific Writing',
      intern: 'Research Scientist Intern',
      manager: 'Research Manager',
      director: 'Director of Applied Research',
      duties: `
        Advance the state of our models in {focus} and turn research into product
        Design rigorous offline evaluations and ablations
        Collaborate with ML engineers to move prototypes into production
        Stay current with the literature and share what matters with the team
      `,
      bring: `
        A PhD or equivalent research experience in machine learning or a related field
        Strong Python and deep learning framework skills
        A record of research impact through publications, patents or shipped products
      `,
      nice: `
        Publications at venues such as ACL, NeurIPS or SIGIR
        Experience training or fine-tuning large models
      `,
    },
  ],
};
