// Alert rules of the Cryo Member Portal (issue 14), over the workspace-based Application Insights
// tables the SPA (portal-spa) and the API (portal-api) report to: the API's error rate, a spike of
// failed sign-ins, payment declines, and availability from a standard web test of /api/Configuration.
// Every rule notifies the given action group. No secrets: the rules only name resources.
//
// Deploy into the resource group of the Application Insights component, e.g.
//   az deployment group create -g <group> -f deploy/monitoring/alerts.bicep \
//     -p workspaceId=<workspace resource id> appInsightsId=<component resource id> \
//        actionGroupId=<action group resource id> apiOrigin=https://portal.example.org

@description('Resource id of the Log Analytics workspace the Application Insights component writes to.')
param workspaceId string

@description('Resource id of the workspace-based Application Insights component (the web test belongs to it).')
param appInsightsId string

@description('Resource id of the action group that is notified.')
param actionGroupId string

@description('Public origin the availability test calls, without a trailing slash (https://…).')
param apiOrigin string

@description('Region of the rules and the web test.')
param location string = resourceGroup().location

@description('Share of API requests answered 5xx, in percent, above which the error-rate alert fires.')
param apiErrorRatePercent int = 5

@description('Failed sign-ins in 15 minutes, per clinic, above which the spike alert fires.')
param failedSignInsPer15Minutes int = 50

@description('Payment declines in an hour, per clinic, above which the decline alert fires.')
param paymentDeclinesPerHour int = 10

var actions = {
  actionGroups: [
    actionGroupId
  ]
}

resource apiErrorRate 'Microsoft.Insights/scheduledQueryRules@2021-08-01' = {
  name: 'portal-api-error-rate'
  location: location
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal API error rate'
    description: 'More than ${apiErrorRatePercent} % of the API requests of the last 15 minutes were answered 5xx (at least 20 requests).'
    severity: 1
    enabled: true
    scopes: [
      workspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: '''
AppRequests
| where AppRoleName == 'portal-api'
| summarize requests = count(), failed = countif(toint(ResultCode) >= 500)
| where requests >= 20
| extend errorRatePercent = 100.0 * failed / requests
'''
          timeAggregation: 'Maximum'
          metricMeasureColumn: 'errorRatePercent'
          operator: 'GreaterThan'
          threshold: apiErrorRatePercent
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
}

resource failedSignInSpike 'Microsoft.Insights/scheduledQueryRules@2021-08-01' = {
  name: 'portal-failed-sign-in-spike'
  location: location
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal failed sign-ins spike'
    description: 'More than ${failedSignInsPer15Minutes} failed sign-ins at one clinic in 15 minutes (credential stuffing, or sign-in broken).'
    severity: 2
    enabled: true
    scopes: [
      workspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: '''
AppEvents
| where Name == 'SignIn' and tostring(Properties.outcome) == 'failure'
| extend clinicId = tostring(Properties.clinicId)
| summarize failures = count() by clinicId
'''
          timeAggregation: 'Total'
          metricMeasureColumn: 'failures'
          dimensions: [
            {
              name: 'clinicId'
              operator: 'Include'
              values: [
                '*'
              ]
            }
          ]
          operator: 'GreaterThan'
          threshold: failedSignInsPer15Minutes
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
}

resource paymentDeclines 'Microsoft.Insights/scheduledQueryRules@2021-08-01' = {
  name: 'portal-payment-declines'
  location: location
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal payment declines'
    description: 'More than ${paymentDeclinesPerHour} declined payments or card vaultings at one clinic in an hour.'
    severity: 2
    enabled: true
    scopes: [
      workspaceId
    ]
    evaluationFrequency: 'PT15M'
    windowSize: 'PT1H'
    criteria: {
      allOf: [
        {
          query: '''
AppEvents
| where Name in ('PaymentMethodVaulted', 'BalancePaid') and tostring(Properties.outcome) == 'declined'
| extend clinicId = tostring(Properties.clinicId)
| summarize declines = count() by clinicId
'''
          timeAggregation: 'Total'
          metricMeasureColumn: 'declines'
          dimensions: [
            {
              name: 'clinicId'
              operator: 'Include'
              values: [
                '*'
              ]
            }
          ]
          operator: 'GreaterThan'
          threshold: paymentDeclinesPerHour
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
}

// A standard web test: GET /api/Configuration from five regions every five minutes, 200 expected.
resource configurationTest 'Microsoft.Insights/webtests@2022-06-15' = {
  name: 'portal-api-configuration'
  location: location
  kind: 'standard'
  tags: {
    'hidden-link:${appInsightsId}': 'Resource'
  }
  properties: {
    SyntheticMonitorId: 'portal-api-configuration'
    Name: 'Portal API configuration'
    Description: 'GET /api/Configuration answers 200.'
    Enabled: true
    Frequency: 300
    Timeout: 30
    Kind: 'standard'
    RetryEnabled: true
    Locations: [
      {
        Id: 'emea-nl-ams-azr'
      }
      {
        Id: 'emea-gb-db3-azr'
      }
      {
        Id: 'us-va-ash-azr'
      }
      {
        Id: 'us-ca-sjc-azr'
      }
      {
        Id: 'emea-fr-pra-edge'
      }
    ]
    Request: {
      RequestUrl: '${apiOrigin}/api/Configuration'
      HttpVerb: 'GET'
      ParseDependentRequests: false
    }
    ValidationRules: {
      ExpectedHttpStatusCode: 200
      SSLCheck: true
      SSLCertRemainingLifetimeCheck: 7
    }
  }
}

resource availability 'Microsoft.Insights/scheduledQueryRules@2021-08-01' = {
  name: 'portal-availability'
  location: location
  kind: 'LogAlert'
  properties: {
    displayName: 'Portal availability'
    description: 'The /api/Configuration web test failed from two or more regions in the last 15 minutes.'
    severity: 0
    enabled: true
    scopes: [
      workspaceId
    ]
    evaluationFrequency: 'PT5M'
    windowSize: 'PT15M'
    criteria: {
      allOf: [
        {
          query: '''
AppAvailabilityResults
| where Name == 'Portal API configuration'
| summarize failedLocations = dcountif(Location, Success == false)
'''
          timeAggregation: 'Maximum'
          metricMeasureColumn: 'failedLocations'
          operator: 'GreaterThanOrEqual'
          threshold: 2
          failingPeriods: {
            numberOfEvaluationPeriods: 1
            minFailingPeriodsToAlert: 1
          }
        }
      ]
    }
    autoMitigate: true
    actions: actions
  }
  dependsOn: [
    configurationTest
  ]
}

output webTestId string = configurationTest.id
