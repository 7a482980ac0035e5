// The virtual network the API, the database and the cache talk over: one subnet for the Container
// Apps environment, one delegated to PostgreSQL Flexible Server, one for private endpoints (Redis,
// Storage, Key Vault), and the private DNS zones that make their names resolve to private addresses.

param location string
param namePrefix string
param tags object

@description('Address space of the virtual network; the three subnets are carved from its first /21.')
param addressPrefix string = '10.40.0.0/16'

var zones = [
  'privatelink.redis.cache.windows.net'
  'privatelink.blob.${environment().suffixes.storage}'
  'privatelink.vaultcore.azure.net'
  '${namePrefix}.private.postgres.database.azure.com'
]

resource vnet 'Microsoft.Network/virtualNetworks@2023-11-01' = {
  name: '${namePrefix}-vnet'
  location: location
  tags: tags
  properties: {
    addressSpace: {
      addressPrefixes: [
        addressPrefix
      ]
    }
    subnets: [
      {
        // Container Apps with workload profiles: at least a /27, delegated to the environment.
        name: 'apps'
        properties: {
          addressPrefix: cidrSubnet(addressPrefix, 23, 0)
          delegations: [
            {
              name: 'containerApps'
              properties: {
                serviceName: 'Microsoft.App/environments'
              }
            }
          ]
        }
      }
      {
        name: 'database'
        properties: {
          addressPrefix: cidrSubnet(addressPrefix, 24, 2)
          delegations: [
            {
              name: 'postgres'
              properties: {
                serviceName: 'Microsoft.DBforPostgreSQL/flexibleServers'
              }
            }
          ]
        }
      }
      {
        name: 'private-endpoints'
        properties: {
          addressPrefix: cidrSubnet(addressPrefix, 24, 3)
          privateEndpointNetworkPolicies: 'Disabled'
        }
      }
    ]
  }
}

resource dnsZones 'Microsoft.Network/privateDnsZones@2020-06-01' = [
  for zone in zones: {
    name: zone
    location: 'global'
    tags: tags
  }
]

resource dnsLinks 'Microsoft.Network/privateDnsZones/virtualNetworkLinks@2020-06-01' = [
  for (zone, i) in zones: {
    parent: dnsZones[i]
    name: '${namePrefix}-vnet'
    location: 'global'
    tags: tags
    properties: {
      registrationEnabled: false
      virtualNetwork: {
        id: vnet.id
      }
    }
  }
]

output appsSubnetId string = vnet.properties.subnets[0].id
output databaseSubnetId string = vnet.properties.subnets[1].id
output privateEndpointSubnetId string = vnet.properties.subnets[2].id
output redisDnsZoneId string = dnsZones[0].id
output blobDnsZoneId string = dnsZones[1].id
output vaultDnsZoneId string = dnsZones[2].id
output postgresDnsZoneId string = dnsZones[3].id
