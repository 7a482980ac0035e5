// The Storage account for matching-site photos and session replays: blob only, no public access to
// blobs or to the account's network (a private endpoint in the virtual network), TLS 1.2. The API
// reaches it with the connection string held in Key Vault (storage-connection-string).

param location string
param namePrefix string
param tags object
param workspaceId string
param privateEndpointSubnetId string
param privateDnsZoneId string
param vaultName string
param photoContainer string
param replayContainer string

@description('Standard_ZRS in production (three zones), Standard_LRS is enough for dev.')
param skuName string

resource account 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: take('${replace(namePrefix, '-', '')}st${uniqueString(resourceGroup().id)}', 24)
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: skuName
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Disabled'
    networkAcls: {
      bypass: 'AzureServices'
      defaultAction: 'Deny'
    }
  }
}

resource blobs 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: account
  name: 'default'
  properties: {
    deleteRetentionPolicy: {
      enabled: true
      days: 14
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 14
    }
  }
}

resource containers 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = [
  for name in [photoContainer, replayContainer]: {
    parent: blobs
    name: name
    properties: {
      publicAccess: 'None'
    }
  }
]

module endpoint 'private-endpoint.bicep' = {
  name: 'blob-endpoint'
  params: {
    location: location
    tags: tags
    name: '${account.name}-blob-pe'
    subnetId: privateEndpointSubnetId
    serviceId: account.id
    groupId: 'blob'
    dnsZoneId: privateDnsZoneId
  }
}

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: blobs
  name: 'to-log-analytics'
  properties: {
    workspaceId: workspaceId
    logs: [
      {
        categoryGroup: 'allLogs'
        enabled: true
      }
    ]
    metrics: [
      {
        category: 'Transaction'
        enabled: true
      }
    ]
  }
}

module connectionString 'vault-secret.bicep' = {
  name: 'secret-storage-connection-string'
  params: {
    vaultName: vaultName
    name: 'storage-connection-string'
    value: 'DefaultEndpointsProtocol=https;AccountName=${account.name};AccountKey=${account.listKeys().keys[0].value};EndpointSuffix=${environment().suffixes.storage}'
  }
}

output name string = account.name
