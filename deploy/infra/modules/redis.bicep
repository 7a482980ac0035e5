// Azure Cache for Redis for the state API instances share (rate limits, lockouts, refresh-token
// grace, payment idempotency, session revocation): TLS only, no public network access, reached
// through a private endpoint; its address with the access key is the Key Vault secret redis-url.

param location string
param namePrefix string
param tags object
param workspaceId string
param privateEndpointSubnetId string
param privateDnsZoneId string
param vaultName string

@allowed([
  'Basic'
  'Standard'
  'Premium'
])
param skuName string

@description('Size within the family: C0–C6 for Basic and Standard, P1–P5 for Premium.')
param capacity int

resource cache 'Microsoft.Cache/redis@2024-03-01' = {
  name: '${namePrefix}-redis-${uniqueString(resourceGroup().id)}'
  location: location
  tags: tags
  properties: {
    sku: {
      name: skuName
      family: skuName == 'Premium' ? 'P' : 'C'
      capacity: capacity
    }
    enableNonSslPort: false
    minimumTlsVersion: '1.2'
    publicNetworkAccess: 'Disabled'
    redisVersion: '6'
  }
}

module endpoint 'private-endpoint.bicep' = {
  name: 'redis-endpoint'
  params: {
    location: location
    tags: tags
    name: '${cache.name}-pe'
    subnetId: privateEndpointSubnetId
    serviceId: cache.id
    groupId: 'redisCache'
    dnsZoneId: privateDnsZoneId
  }
}

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: cache
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
        category: 'AllMetrics'
        enabled: true
      }
    ]
  }
}

module redisUrl 'vault-secret.bicep' = {
  name: 'secret-redis-url'
  params: {
    vaultName: vaultName
    name: 'redis-url'
    value: 'rediss://:${uriComponent(cache.listKeys().primaryKey)}@${cache.properties.hostName}:${cache.properties.sslPort}'
  }
}

output name string = cache.name
