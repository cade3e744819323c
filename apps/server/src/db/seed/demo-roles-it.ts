/** IT role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const itDepartment: RawDepartment = {
  name: 'IT',
  weight: 3,
  intern: 'IT Support Intern',
  manager: 'IT Manager',
  director: 'Director of IT',
  entry: 'Junior, Associate',
  lead: 'Lead',
  mission: 'give every employee tools that just work, wherever they are',
  partners: 'security, people operations, finance and every team that depends on our internal systems',
  study: 'Information Technology, Computer Science or a related field',
  skills: 'ITIL, Google Workspace, Okta, Troubleshooting, Documentation',
  duties: `
    Keep runbooks and knowledge base articles up to date
    Help plan new office openings and technology refreshes
    Take part in a light after-hours support rotation
    Look for manual work that can be automated away
  `,
  bring: `
    A service mindset and patience when helping colleagues
    Clear written communication and good documentation habits
    Ability to prioritise across many small requests
  `,
  nice: `
    Experience supporting a fully or partly remote workforce
    Scripting skills in Python, Bash or PowerShell
    ITIL Foundation certification
  `,
  families: [
    {
      title: 'IT Support Specialist',
      pay: 65000,
      focus: 'Service Desk; Onboarding; Office Technology; Remote Support',
      skills:
        'Google Workspace, Okta, macOS, Windows 11, Jamf Pro, Jira Service Management, Zoom Rooms, Troubleshooting, Hardware Provisioning, Microsoft Intune, Slack Administration',
      duties: `
        Resolve hardware, software and access issues for employees, with a focus on {focus}
        Set up laptops and accounts so new joiners are productive on day one
        Maintain meeting room and office equipment
        Track assets and keep inventory accurate
      `,
      bring: `
        Experience in an IT help desk or support role
        Solid knowledge of macOS and Windows troubleshooting
        Friendly, clear communication with non-technical colleagues
      `,
      nice: `
        Apple Certified Support Professional
        Experience with audio-visual equipment
      `,
    },
    {
      title: 'Systems Administrator',
      pay: 95000,
      focus: 'Identity; Collaboration Tools; Backups; Office Infrastructure',
      skills:
        'Microsoft 365, Windows Server, Linux, Active Directory, PowerShell, Bash, VMware, Backup & Recovery, Networking, Microsoft Intune, Patch Management, Azure',
      duties: `
        Administer core internal systems with an emphasis on {focus}
        Automate routine administration with scripts
        Keep systems patched, backed up and monitored
        Document configurations and recovery procedures
      `,
      bring: `
        Experience administering Windows and Linux systems
        Scripting skills in PowerShell or Bash
        Understanding of networking fundamentals
      `,
      nice: `
        Experience migrating on-premise services to SaaS or cloud
        Microsoft certifications
      `,
    },
    {
      title: 'Endpoint Engineer',
      pay: 115000,
      focus: 'macOS Fleet; Windows Fleet; Device Security; Zero-Touch Deployment',
      skills:
        'Jamf Pro, Microsoft Intune, Mobile Device Management, macOS, Windows, PowerShell, Bash, Windows Autopilot, Munki, Software Packaging, CrowdStrike Falcon',
      duties: `
        Engineer and maintain our {focus} management
        Build zero-touch deployment so laptops ship straight to new hires
        Package and update software across the fleet
        Enforce security baselines with the security team
      `,
      bring: `
        Experience with Jamf, Intune or another MDM at scale
        Scripting skills for device automation
        A security-conscious approach to endpoint management
      `,
      nice: `
        Jamf Certified Expert
        Experience with device compliance reporting
      `,
    },
    {
      title: 'Network Engineer',
      manager: 'Network Engineering Manager',
      pay: 120000,
      focus: 'Office Networks; Wi-Fi; Remote Access; Network Security',
      skills:
        'Cisco IOS, Cisco Meraki, BGP, OSPF, Firewalls, Palo Alto Networks, VPN, Wi-Fi Design, SD-WAN, Network Monitoring, DNS, Python',
      duties: `
        Design, build and support {focus} across our offices
        Plan network rollouts for new office openings
        Monitor performance and troubleshoot connectivity issues
        Automate network configuration and documentation
      `,
      bring: `
        Experience designing and operating enterprise networks
        Strong knowledge of routing, switching and firewalls
        Experience with wireless site surveys
      `,
      nice: `
        CCNP or equivalent certification
        Network automation experience with Python or Ansible
      `,
    },
    {
      title: 'Business Systems Analyst',
      manager: 'Business Systems Manager',
      director: 'Director of Business Systems',
      pay: 110000,
      focus: 'Finance Systems; Go-to-Market Systems; HR Systems; Procurement',
      skills:
        'Salesforce, NetSuite, Workday, Requirements Gathering, Process Mapping, SQL, Jira, Zapier, Workato, System Integration, Data Migration',
      duties: `
        Gather requirements and design solutions for {focus}
        Configure and test changes to our business applications
        Map processes and find opportunities to simplify them
        Support system upgrades and data migrations
      `,
      bring: `
        Experience as a business systems analyst for SaaS business applications
        Ability to translate business needs into system designs
        Strong analytical and documentation skills
      `,
      nice: `
        Experience with integration platforms such as Workato
        Experience supporting a company through rapid growth
      `,
    },
    {
      title: 'Salesforce Administrator',
      manager: 'CRM Systems Manager',
      pay: 105000,
      focus: 'Sales Cloud; Service Cloud; CPQ; Reporting',
      skills:
        'Salesforce, Salesforce Flow, Sales Cloud, Service Cloud, Salesforce Reports & Dashboards, Data Loader, Apex, Salesforce CPQ, Permission Sets, Change Sets',
      duties: `
        Administer and improve our Salesforce org with a focus on {focus}
        Build automation with Flow and keep technical debt under control
        Manage users, permissions and data quality
        Partner with revenue operations on new processes
      `,
      bring: `
        Experience administering a Salesforce org
        Salesforce Administrator certification
        Strong problem-solving and stakeholder skills
      `,
      nice: `
        Experience with Salesforce CPQ
        Basic Apex or LWC development skills
      `,
    },
    {
      title: 'Enterprise Applications Engineer',
      manager: 'Business Systems Manager',
      director: 'Director of Business Systems',
      pay: 140000,
      focus: 'Integrations; Automation; Identity Lifecycle; Finance Systems',
      skills:
        'Workato, Okta, Google Apps Script, Python, NetSuite, Workday, Salesforce, REST API Design, SQL, Zapier, Integration Architecture',
      duties: `
        Build integrations and automations for {focus}
        Design reliable data flows between HR, finance and go-to-market systems
        Monitor integrations and fix failures quickly
        Replace manual processes with well-documented automation
      `,
      bring: `
        Experience integrating SaaS applications through APIs
        Coding skills in Python or JavaScript
        Understanding of business processes in finance or HR
      `,
      nice: `
        Workato or MuleSoft certification
        Experience with NetSuite SuiteScript
      `,
    },
    {
      title: 'Database Administrator',
      pay: 110000,
      focus: 'Internal Systems; Reporting Databases; Finance Systems',
      skills:
        'SQL Server, PostgreSQL, T-SQL, Performance Tuning, Backup & Recovery, High Availability, Oracle Database, Azure SQL, PowerShell, Replication, Query Optimization',
      duties: `
        Administer and tune the databases behind {focus}
        Plan and test backup, restore and high-availability procedures
        Help developers and analysts write efficient queries
        Manage upgrades and capacity planning
      `,
      bring: `
        Experience as a database administrator for SQL Server or PostgreSQL
        Strong performance tuning skills
        Careful, methodical approach to production changes
      `,
      nice: `
        Experience with cloud-managed databases
        Automation with PowerShell or Python
      `,
    },
  ],
};
