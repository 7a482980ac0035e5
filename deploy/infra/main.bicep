// The Cryo Member Portal in one resource group (architecture §1): the SPA on Azure Static Web Apps
// (Standard) with the API as its linked backend on Azure Container Apps, PostgreSQL Flexible Server,
// Azure Cache for Redis, a Storage account for photos and replays, Log Analytics + Application
// Insights with the alert rules and workbook of deploy/monitoring/, and Key Vault holding every
// secret, read by the API's managed identity. API, database and cache talk over a virtual network
// (the database injected into it, the cache and storage through private endpoints).
//
//   az deployment group create -g <resource group> -f deploy/infra/main.bicep \
//     -p @deploy/infra/main.<dev|prod>.parameters.json -p postgresAdminPassword=<…> -p apiImage=<image>
//
// Parameters are described below and in the README ("Deploying to Azure").

targetScope = 'resourceGroup'

@description('dev or prod: sizes, replica counts, retention and redundancy follow from it.')
@allowed([
  'dev'
  'prod'
])
param environmentName string

@description('Region of everything but the Static Web App.')
param location string = resourceGroup().location

@description('Region of the Static Web App (westeurope, eastus2, centralus, westus2 or eastasia).')
param staticWebAppLocation string = 'westeurope'

@description('Prefix of every resource name, e.g. cryo-portal-prod.')
@minLength(3)
@maxLength(20)
param namePrefix string

@description('The API image (<registry>/portal-api:<commit>). Empty on the very first deployment, before the pipeline has pushed one: a placeholder runs until then.')
param apiImage string = ''

@description('Administrator login of the PostgreSQL server.')
param postgresAdminLogin string = 'portaladmin'

@description('Administrator password of the PostgreSQL server (only the database-url secret in Key Vault carries it).')
@secure()
param postgresAdminPassword string

@description('Object ids (users, groups or the pipeline\'s service principal) allowed to set the operator secrets in Key Vault.')
param keyVaultSecretOfficerIds array = []

@description('Host names of the clinics (custom domains of the Static Web App). Empty: the app\'s default host only.')
param customDomains array = []

@description('Addresses e-mailed when an alert fires.')
param alertEmails array

@description('Contentful space id and environment of the clinics\' texts.')
param contentfulSpace string
param contentfulEnvironment string = 'master'

@description('PayPal REST base URL: https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com.')
param payPalBaseUrl string

@description('PayPal REST app client id (its secret is the Key Vault secret paypal-client-secret).')
param payPalClientId string

@description('Sender of the portal\'s e-mails, e.g. "Cryo Member Portal <no-reply@portal.example.org>".')
param mailFrom string

@description('Entra ID tenant(s) whose staff may sign in (comma-separated GUIDs) and the two app registrations (README, "Staff console").')
param entraTenantIds string
param entraSpaClientId string
param entraApiClientId string
param entraApiScope string

@description('Proxies in front of the API that add X-Forwarded-For: the Static Web App and the Container Apps ingress.')
param trustProxyHops int = 2

@description('Share of member sessions whose replay is kept (0–1).')
param replaySampleRate string = '0.1'

var tags = {
  application: 'cryo-member-portal'
  environment: environmentName
}
var production = environmentName == 'prod'
var photoContainer = 'matching-photos'
var replayContainer = 'replays'

resource apiIdentity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: '${namePrefix}-api-identity'
  location: location
  tags: tags
}

module network 'modules/network.bicep' = {
  name: 'network'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
  }
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    retentionDays: production ? 90 : 30
    alertEmails: alertEmails
    apiPrincipalId: apiIdentity.properties.principalId
  }
}

module keyVault 'modules/key-vault.bicep' = {
  name: 'key-vault'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    workspaceId: monitoring.outputs.workspaceId
    apiPrincipalId: apiIdentity.properties.principalId
    secretOfficerIds: keyVaultSecretOfficerIds
  }
}

module postgres 'modules/postgres.bicep' = {
  name: 'postgres'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    workspaceId: monitoring.outputs.workspaceId
    subnetId: network.outputs.databaseSubnetId
    privateDnsZoneId: network.outputs.postgresDnsZoneId
    vaultName: keyVault.outputs.name
    administratorLogin: postgresAdminLogin
    administratorPassword: postgresAdminPassword
    skuName: production ? 'Standard_D2ds_v5' : 'Standard_B1ms'
    skuTier: production ? 'GeneralPurpose' : 'Burstable'
    storageSizeGB: production ? 128 : 32
    backupRetentionDays: production ? 35 : 7
    geoRedundantBackup: production
    zoneRedundantHighAvailability: production
  }
}

module redis 'modules/redis.bicep' = {
  name: 'redis'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    workspaceId: monitoring.outputs.workspaceId
    privateEndpointSubnetId: network.outputs.privateEndpointSubnetId
    privateDnsZoneId: network.outputs.redisDnsZoneId
    vaultName: keyVault.outputs.name
    skuName: production ? 'Standard' : 'Basic'
    capacity: production ? 1 : 0
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    workspaceId: monitoring.outputs.workspaceId
    privateEndpointSubnetId: network.outputs.privateEndpointSubnetId
    privateDnsZoneId: network.outputs.blobDnsZoneId
    vaultName: keyVault.outputs.name
    photoContainer: photoContainer
    replayContainer: replayContainer
    skuName: production ? 'Standard_ZRS' : 'Standard_LRS'
  }
}

// Every setting server/config.ts reads in production. Secrets are not here: api.bicep maps each
// secret setting to its Key Vault secret.
var apiSettings = {
  NODE_ENV: 'production'
  PORT: '8080'
  HOST: '0.0.0.0'
  EMULATORS: 'false'
  LOG_LEVEL: 'info'
  TRUST_PROXY: string(trustProxyHops)
  PUBLIC_SCHEME: 'https'
  MAIL_FROM: mailFrom
  CONTENTFUL_SPACE: contentfulSpace
  CONTENTFUL_ENVIRONMENT: contentfulEnvironment
  PAYPAL_BASE_URL: payPalBaseUrl
  PAYPAL_CLIENT_ID: payPalClientId
  PHOTO_STORAGE: 'azure-blob'
  PHOTO_CONTAINER: photoContainer
  REPLAY_STORAGE: 'azure-blob'
  REPLAY_CONTAINER: replayContainer
  REPLAY_SAMPLE_RATE: replaySampleRate
  ENTRA_TENANT_IDS: entraTenantIds
  ENTRA_SPA_CLIENT_ID: entraSpaClientId
  ENTRA_API_CLIENT_ID: entraApiClientId
  ENTRA_API_SCOPE: entraApiScope
  APPLICATIONINSIGHTS_CONNECTION_STRING: monitoring.outputs.appInsightsConnectionString
  TELEMETRY_QUERY: 'log-analytics'
  LOG_ANALYTICS_WORKSPACE_ID: monitoring.outputs.workspaceCustomerId
}

module api 'modules/api.bicep' = {
  name: 'api'
  params: {
    location: location
    namePrefix: namePrefix
    tags: tags
    workspaceId: monitoring.outputs.workspaceId
    appsSubnetId: network.outputs.appsSubnetId
    identityId: apiIdentity.id
    identityClientId: apiIdentity.properties.clientId
    identityPrincipalId: apiIdentity.properties.principalId
    vaultUri: keyVault.outputs.uri
    image: apiImage
    minReplicas: production ? 2 : 1
    maxReplicas: production ? 10 : 2
    settings: apiSettings
  }
  // The secrets the app references exist before its first revision starts.
  dependsOn: [
    postgres
    redis
    storage
  ]
}

module staticWebApp 'modules/static-web-app.bicep' = {
  name: 'static-web-app'
  params: {
    location: staticWebAppLocation
    namePrefix: namePrefix
    tags: tags
    backendId: api.outputs.apiId
    backendLocation: location
    customDomains: customDomains
  }
}

module alerts '../monitoring/alerts.bicep' = {
  name: 'alerts'
  params: {
    workspaceId: monitoring.outputs.workspaceId
    appInsightsId: monitoring.outputs.appInsightsId
    actionGroupId: monitoring.outputs.actionGroupId
    // The first clinic's domain, or the app's default host while there is none.
    apiOrigin: 'https://${first(concat(customDomains, [staticWebApp.outputs.defaultHostName]))}'
    location: location
  }
}

output staticWebAppName string = staticWebApp.outputs.name
output staticWebAppHost string = staticWebApp.outputs.defaultHostName
output apiName string = api.outputs.apiName
output apiFqdn string = api.outputs.apiFqdn
output migrateJobName string = api.outputs.migrateJobName
output registryName string = api.outputs.registryName
output registryLoginServer string = api.outputs.registryLoginServer
output keyVaultName string = keyVault.outputs.name
output postgresServer string = postgres.outputs.fullyQualifiedDomainName
