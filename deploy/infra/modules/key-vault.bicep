// Key Vault holding the API's secrets. Access is by Entra ID role only (no access policies, no keys
// in app settings): the API's managed identity may read secrets, nothing more.
//
// Secrets this template writes itself, from the resources it creates: database-url, redis-url,
// storage-connection-string. Secrets an operator sets once (README, "Deploying to Azure"), which no
// deployment overwrites: jwt-secret (token signing key), pii-encryption-key, photo-url-key,
// captcha-hmac-key, paypal-client-secret, contentful-access-token, smtp-url.

param location string
param namePrefix string
param tags object
param workspaceId string

@description('Principal id of the API\'s managed identity (Key Vault Secrets User).')
param apiPrincipalId string

@description('Object ids of people or pipelines that set the operator secrets (Key Vault Secrets Officer).')
param secretOfficerIds array

// Key Vault names: 3–24 characters, globally unique.
var vaultName = take('${replace(namePrefix, '-', '')}kv${uniqueString(resourceGroup().id)}', 24)

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: vaultName
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 90
    // The PII key cannot be lost: a deleted vault or secret stays recoverable and cannot be purged early.
    enablePurgeProtection: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Allow'
    }
  }
}

var secretsUser = subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '4633458b-17de-408a-b874-0445c86b69e6')
var secretsOfficer = subscriptionResourceId('Microsoft.Authorization/roleDefinitions', 'b86a8fe4-44ce-4948-aee5-eccb2c155cd7')

resource apiReadsSecrets 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: vault
  name: guid(vault.id, apiPrincipalId, secretsUser)
  properties: {
    roleDefinitionId: secretsUser
    principalId: apiPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource officers 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for id in secretOfficerIds: {
    scope: vault
    name: guid(vault.id, id, secretsOfficer)
    properties: {
      roleDefinitionId: secretsOfficer
      principalId: id
    }
  }
]

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: vault
  name: 'to-log-analytics'
  properties: {
    workspaceId: workspaceId
    logs: [
      {
        categoryGroup: 'audit'
        enabled: true
      }
    ]
    metrics: [
      {
        category: 'AllMetrics'
        enabled: true
      }
    ]
  }
}

output name string = vault.name
output uri string = vault.properties.vaultUri
