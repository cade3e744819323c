/** Security role families (pure data; format described in demo-catalog.ts). */
import type { RawDepartment } from './demo-catalog.ts';

export const securityDepartment: RawDepartment = {
  name: 'Security',
  weight: 4,
  intern: 'Security Engineering Intern',
  manager: 'Security Engineering Manager',
  director: 'Director of Security',
  entry: 'Junior, Associate',
  lead: 'Staff, Principal, Lead',
  mission: 'protect our customers, their data and the trust they place in us',
  partners: "engineering, IT, legal and our customers' security teams",
  study: 'Computer Science, Information Security or a related field',
  skills: 'Risk Assessment, Incident Response, Python, Security Awareness, Linux',
  duties: `
    Take part in the security on-call rotation and incident response exercises
    Answer security questions from customers and prospects with the trust team
    Help engineers make secure choices with guidance rather than gatekeeping
    Keep up with new threats and share relevant ones with the company
  `,
  bring: `
    A pragmatic, risk-based approach to security
    Ability to explain security issues clearly to engineers and executives
    Integrity and discretion with sensitive information
  `,
  nice: `
    Security certifications such as OSCP, CISSP or cloud security certifications
    Experience at a SaaS company going through SOC 2 or ISO 27001 audits
    Talks or write-ups at security conferences
  `,
  families: [
    {
      title: 'Application Security Engineer',
      pay: 170000,
      focus: 'Product Security; Secure SDLC; Public API; Mobile Apps',
      skills:
        'Threat Modeling, OWASP Top 10, Secure Code Review, Burp Suite, Semgrep, Static Analysis (SAST), TypeScript, Go, Penetration Testing, Dependency Scanning, OAuth 2.0, Python',
      duties: `
        Run threat models and design reviews for new features in {focus}
        Find and fix vulnerabilities through code review and testing
        Build guardrails into CI such as SAST, secret scanning and dependency checks
        Triage reports from our bug bounty program
      `,
      bring: `
        Experience finding and fixing vulnerabilities in web applications
        Ability to read and write production code
        Solid understanding of authentication and authorisation patterns
      `,
      nice: `
        Experience running a bug bounty program
        CVEs or public vulnerability research
      `,
    },
    {
      title: 'Cloud Security Engineer',
      pay: 170000,
      focus: 'Cloud Infrastructure; Kubernetes; Identity; Data Protection',
      skills:
        'AWS, IAM, Terraform, Kubernetes Security, CSPM, Wiz, Python, Network Security, CIS Benchmarks, Amazon GuardDuty, Zero Trust, Policy as Code',
      duties: `
        Secure our AWS and Kubernetes environments with a focus on {focus}
        Write policy as code and automated guardrails for infrastructure changes
        Reduce standing privileges and improve IAM hygiene
        Investigate cloud security alerts and tune detections
      `,
      bring: `
        Hands-on experience securing AWS, GCP or Azure environments
        Infrastructure-as-code skills
        Scripting experience in Python or Go
      `,
      nice: `
        AWS Certified Security - Specialty
        Experience with container runtime security
      `,
    },
    {
      title: 'Security Operations Analyst',
      manager: 'Security Operations Manager',
      pay: 115000,
      focus: 'Detection & Response; Threat Intelligence; Endpoint Security; Phishing Defense',
      skills:
        'SIEM, Splunk, Incident Response, Threat Hunting, EDR, CrowdStrike Falcon, MITRE ATT&CK, Log Analysis, Phishing Analysis, SOAR, Python, Sigma Rules',
      duties: `
        Monitor, triage and investigate security alerts for {focus}
        Lead containment and recovery during security incidents
        Hunt for threats proactively across endpoints, cloud and SaaS logs
        Automate repetitive response steps with SOAR playbooks
      `,
      bring: `
        Experience in a SOC or incident response role
        Familiarity with SIEM and EDR tooling
        Calm, methodical thinking under pressure
      `,
      nice: `
        GIAC certifications such as GCIH or GCIA
        Experience with digital forensics
      `,
    },
    {
      title: 'Detection Engineer',
      pay: 160000,
      focus: 'Cloud Detections; Endpoint Detections; SaaS Detections; Insider Risk',
      skills:
        'Detection Engineering, Sigma Rules, SIEM, Python, MITRE ATT&CK, Elastic Security, KQL, Threat Intelligence, Splunk, Log Pipelines, Atomic Red Team',
      duties: `
        Build and tune high-fidelity detections for {focus}
        Treat detections as code, with tests, reviews and version control
        Improve log coverage and pipeline reliability with platform teams
        Validate detections through purple-team exercises
      `,
      bring: `
        Experience writing detections in a SIEM or data platform
        Understanding of attacker techniques mapped to MITRE ATT&CK
        Programming skills in Python
      `,
      nice: `
        Experience building detection pipelines on a data lake
        Contributions to open-source detection content
      `,
    },
    {
      title: 'GRC Analyst',
      pay: 115000,
      focus: 'SOC 2; ISO 27001; Vendor Risk; Customer Trust',
      skills:
        'SOC 2, ISO 27001, Risk Assessment, Vanta, Policy Writing, GDPR, Vendor Risk Management, Audit Management, HIPAA, NIST CSF, Drata, Control Testing',
      manager: 'GRC Manager',
      duties: `
        Run our {focus} program, from control design to evidence collection
        Coordinate external audits and follow up on findings
        Maintain security policies and keep them relevant
        Assess the security posture of new vendors
        Answer customer security questionnaires with the sales team
      `,
      bring: `
        Experience with SOC 2, ISO 27001 or similar frameworks
        Strong organisation and documentation skills
        Ability to work with engineers to implement practical controls
      `,
      nice: `
        CISA, CRISC or ISO 27001 Lead Implementer certification
        Experience with compliance automation tools
      `,
    },
    {
      title: 'Identity and Access Management Engineer',
      manager: 'Identity Engineering Manager',
      pay: 150000,
      focus: 'Workforce Identity; Customer Identity; Privileged Access',
      skills:
        'Okta, SAML, OAuth 2.0, OpenID Connect, SCIM, Microsoft Entra ID, Terraform, Python, Role-Based Access Control, Privileged Access Management, Zero Trust',
      duties: `
        Design and run identity systems for {focus}
        Automate joiner, mover and leaver processes with HR and IT
        Roll out phishing-resistant MFA and least-privilege access
        Run periodic access reviews with system owners
      `,
      bring: `
        Experience administering Okta, Entra ID or a similar identity provider
        Strong understanding of SAML, OAuth and OIDC
        Automation skills in Python or Terraform
      `,
      nice: `
        Experience with passkeys and WebAuthn
        Experience building customer-facing SSO features
      `,
    },
    {
      title: 'Offensive Security Engineer',
      pay: 165000,
      focus: 'Red Team; Web Applications; Cloud; Social Engineering',
      skills:
        'Penetration Testing, Burp Suite, Metasploit, Red Teaming, Python, Active Directory Security, Cloud Penetration Testing, Nmap, Exploit Development, Social Engineering, Web Application Security',
      duties: `
        Plan and run offensive security exercises focused on {focus}
        Chain findings into realistic attack paths and report them clearly
        Work with defenders to turn findings into detections and fixes
        Build tooling that scales our offensive testing
      `,
      bring: `
        Hands-on penetration testing or red-team experience
        Strong scripting skills and understanding of modern web and cloud stacks
        Clear, actionable report writing
      `,
      nice: `
        OSCP, OSEP or similar certifications
        Published research or CVEs
      `,
    },
    {
      title: 'Security Architect',
      pay: 190000,
      focus: 'Platform Architecture; Zero Trust; Data Protection; Encryption',
      skills:
        'Security Architecture, Threat Modeling, Zero Trust, Cloud Security, Cryptography, Identity Federation, Risk Assessment, NIST CSF, Kubernetes Security, Secure SDLC',
      duties: `
        Set the security architecture direction for {focus}
        Review major designs and help teams choose secure patterns
        Define reference architectures for encryption, key management and tenant isolation
        Represent security in enterprise customer architecture reviews
      `,
      bring: `
        Broad experience across application, cloud and identity security
        Ability to influence senior engineers without formal authority
        Deep understanding of cryptography in practice
      `,
      nice: `
        Experience designing bring-your-own-key or customer-managed key features
        CISSP or SABSA certification
      `,
    },
  ],
};
