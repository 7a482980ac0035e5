// The Portal API on Azure Container Apps: the image from the registry (pulled with the API's managed
// identity), every secret a Key Vault reference resolved with that identity (nothing secret in the
// app's settings), health probes on /api/health/*, two or more replicas in production, and a
// manual Container Apps job that runs the database migrations with the same image before a new
// revision takes traffic (`npm run migrate`).

param location string
param namePrefix string
param tags object
param workspaceId string
param appsSubnetId string

@description('Resource id of the API\'s user-assigned managed identity.')
param identityId string

@description('Client id of that identity (AZURE_CLIENT_ID, so DefaultAzureCredential picks it).')
param identityClientId string

@description('Principal (object) id of that identity, for its role on the registry.')
param identityPrincipalId string

param vaultUri string

@description('The image to run, e.g. <registry>.azurecr.io/portal-api:<commit>; empty on the very first deployment (a placeholder without settings runs until the operator secrets are set and the pipeline pushes the first image).')
param image string

param minReplicas int
param maxReplicas int

@description('Plain (non-secret) settings of the API: name → value.')
param settings object

var firstDeployment = empty(image)
// Microsoft's sample image answers on port 80 until the first real image is pushed.
var placeholderImage = 'mcr.microsoft.com/k8se/quickstart:latest'
var runImage = firstDeployment ? placeholderImage : image

// Environment variable → Key Vault secret.
var secretSettings = {
  DATABASE_URL: 'database-url'
  REDIS_URL: 'redis-url'
  AZURE_STORAGE_CONNECTION_STRING: 'storage-connection-string'
  JWT_SECRET: 'jwt-secret'
  PII_ENCRYPTION_KEY: 'pii-encryption-key'
  PHOTO_URL_KEY: 'photo-url-key'
  CAPTCHA_HMAC_KEY: 'captcha-hmac-key'
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret'
  CONTENTFUL_ACCESS_TOKEN: 'contentful-access-token'
  SMTP_URL: 'smtp-url'
}

var secrets = [
  for entry in items(secretSettings): {
    name: entry.value
    keyVaultUrl: '${vaultUri}secrets/${entry.value}'
    identity: identityId
  }
]

var env = concat(
  map(items(settings), entry => { name: entry.key, value: string(entry.value) }),
  map(items(secretSettings), entry => { name: entry.key, secretRef: entry.value }),
  [
    {
      name: 'AZURE_CLIENT_ID'
      value: identityClientId
    }
    {
      name: 'GIT_COMMIT'
      value: firstDeployment ? 'none' : last(split(image, ':'))
    }
  ]
)

resource registry 'Microsoft.ContainerRegistry/registries@2023-07-01' = {
  name: take('${replace(namePrefix, '-', '')}acr${uniqueString(resourceGroup().id)}', 50)
  location: location
  tags: tags
  sku: {
    name: 'Standard'
  }
  properties: {
    adminUserEnabled: false
  }
}

resource acrPull 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: registry
  name: guid(registry.id, identityId, 'AcrPull')
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', '7f951dda-4ed3-4680-a7ca-43fe172d538d')
    principalId: identityPrincipalId
    principalType: 'ServicePrincipal'
  }
}

resource appsEnvironment 'Microsoft.App/managedEnvironments@2024-03-01' = {
  name: '${namePrefix}-apps'
  location: location
  tags: tags
  properties: {
    vnetConfiguration: {
      infrastructureSubnetId: appsSubnetId
      internal: false
    }
    workloadProfiles: [
      {
        name: 'Consumption'
        workloadProfileType: 'Consumption'
      }
    ]
    // Console and system logs go to Log Analytics through the diagnostic setting below (no shared key).
    appLogsConfiguration: {
      destination: 'azure-monitor'
    }
    zoneRedundant: false
  }
}

resource environmentDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: appsEnvironment
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

resource registryDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  scope: registry
  name: 'to-log-analytics'
  properties: {
    workspaceId: workspaceId
    logs: [
      {
        categoryGroup: 'allLogs'
        enabled: true
      }
    ]
  }
}

var probes = [
  {
    type: 'Startup'
    httpGet: {
      path: '/api/health/live'
      port: 8080
    }
    periodSeconds: 5
    failureThreshold: 30
  }
  {
    type: 'Liveness'
    httpGet: {
      path: '/api/health/live'
      port: 8080
    }
    periodSeconds: 10
  }
  {
    type: 'Readiness'
    httpGet: {
      path: '/api/health/ready'
      port: 8080
    }
    periodSeconds: 10
    failureThreshold: 3
  }
]

resource api 'Microsoft.App/containerApps@2024-03-01' = {
  name: '${namePrefix}-api'
  location: location
  tags: tags
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '${identityId}': {}
    }
  }
  properties: {
    environmentId: appsEnvironment.id
    workloadProfileName: 'Consumption'
    configuration: {
      activeRevisionsMode: 'Single'
      ingress: {
        external: true
        targetPort: firstDeployment ? 80 : 8080
        transport: 'http'
        allowInsecure: false
      }
      registries: [
        {
          server: registry.properties.loginServer
          identity: identityId
        }
      ]
      // The placeholder needs no settings; the real image gets them all. (Container Apps refuses a
      // revision whose Key Vault secret is missing, and the operator secrets are set after the vault exists.)
      secrets: firstDeployment ? [] : secrets
    }
    template: {
      containers: [
        {
          name: 'api'
          image: runImage
          resources: {
            cpu: json('1.0')
            memory: '2Gi'
          }
          env: firstDeployment ? [] : env
          probes: firstDeployment ? [] : probes
        }
      ]
      scale: {
        minReplicas: minReplicas
        maxReplicas: maxReplicas
        rules: [
          {
            name: 'http'
            http: {
              metadata: {
                concurrentRequests: '80'
              }
            }
          }
        ]
      }
    }
  }
  dependsOn: [
    acrPull
  ]
}

resource migrate 'Microsoft.App/jobs@2024-03-01' = {
  name: '${namePrefix}-migrate'
  location: location
  tags: tags
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '${identityId}': {}
    }
  }
  properties: {
    environmentId: appsEnvironment.id
    workloadProfileName: 'Consumption'
    configuration: {
      triggerType: 'Manual'
      replicaTimeout: 1800
      replicaRetryLimit: 0
      manualTriggerConfig: {
        parallelism: 1
        replicaCompletionCount: 1
      }
      registries: [
        {
          server: registry.properties.loginServer
          identity: identityId
        }
      ]
      secrets: [
        {
          name: 'database-url'
          keyVaultUrl: '${vaultUri}secrets/database-url'
          identity: identityId
        }
      ]
    }
    template: {
      containers: [
        {
          name: 'migrate'
          image: runImage
          command: firstDeployment ? [] : [
            'node'
            'scripts/migrate.mjs'
          ]
          resources: {
            cpu: json('0.5')
            memory: '1Gi'
          }
          env: [
            {
              name: 'DATABASE_URL'
              secretRef: 'database-url'
            }
          ]
        }
      ]
    }
  }
  dependsOn: [
    acrPull
  ]
}

output registryLoginServer string = registry.properties.loginServer
output registryName string = registry.name
output apiName string = api.name
output apiId string = api.id
output apiFqdn string = api.properties.configuration.ingress.fqdn
output migrateJobName string = migrate.name
