// Log Analytics and the workspace-based Application Insights component both the SPA (portal-spa) and
// the API (portal-api) report to, the action group the alerts notify, the alert rules and the
// operations workbook of deploy/monitoring/ (issue 14). The alert rules (deploy/monitoring/alerts.bicep)
// are deployed by main.bicep, which knows the public origin their availability test calls.

param location string
param namePrefix string
param tags object

@description('Days Log Analytics keeps data.')
param retentionDays int

@description('Addresses the action group e-mails when an alert fires.')
param alertEmails array

@description('Principal id of the API\'s managed identity: it reads the workspace for the support dashboards (TELEMETRY_QUERY=log-analytics).')
param apiPrincipalId string

resource workspace 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: '${namePrefix}-logs'
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionDays
  }
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: '${namePrefix}-insights'
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: workspace.id
    IngestionMode: 'LogAnalytics'
    // Telemetry is sent with the connection string; queries go through Entra ID (the API's identity).
    DisableLocalAuth: false
  }
}

resource actionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = {
  name: '${namePrefix}-on-call'
  location: 'global'
  tags: tags
  properties: {
    groupShortName: 'portal'
    enabled: true
    emailReceivers: [
      for (email, i) in alertEmails: {
        name: 'on-call-${i}'
        emailAddress: email
        useCommonAlertSchema: true
      }
    ]
  }
}

resource workbook 'Microsoft.Insights/workbooks@2023-06-01' = {
  // A workbook's name is a GUID; this one is stable per resource group, so a redeploy updates it.
  name: guid(resourceGroup().id, 'portal-operations-workbook')
  location: location
  tags: tags
  kind: 'shared'
  properties: {
    displayName: 'Cryo Member Portal — operations'
    category: 'workbook'
    sourceId: appInsights.id
    serializedData: loadTextContent('../../monitoring/workbook.json')
  }
}

var logAnalyticsReader = subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '73c42c96-874c-492b-b04d-ab87d138a893')

resource apiReadsLogs 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: workspace
  name: guid(workspace.id, apiPrincipalId, logAnalyticsReader)
  properties: {
    roleDefinitionId: logAnalyticsReader
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
  }
}

output workspaceId string = workspace.id
output workspaceCustomerId string = workspace.properties.customerId
output appInsightsId string = appInsights.id
output actionGroupId string = actionGroup.id
output appInsightsConnectionString string = appInsights.properties.ConnectionString
