// The Static Web App (Standard: linked backends, custom domains, private preview environments)
// that serves the SPA from its global edge and sends /api/* to the linked backend, the API's
// container app. Routes, headers, CSP and caching come from staticwebapp.config.json in the deployed
// build (deploy/staticwebapp.config.json). The SPA itself is uploaded by the pipeline.

@description('Static Web Apps runs in a few regions only (westeurope, eastus2, centralus, westus2, eastasia).')
param location string

param namePrefix string
param tags object

@description('Resource id of the API\'s container app (the linked backend).')
param backendId string

@description('Region of the container app.')
param backendLocation string

@description('Each clinic\'s host name (e.g. portal.northside-fertility.com); DNS must point a CNAME at the app\'s default host first.')
param customDomains array

resource site 'Microsoft.Web/staticSites@2023-12-01' = {
  name: '${namePrefix}-web'
  location: location
  tags: tags
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    // The pipeline uploads the build (Azure/static-web-apps-deploy); no repository link.
    stagingEnvironmentPolicy: 'Enabled'
    allowConfigFileUpdates: true
    enterpriseGradeCdnStatus: 'Disabled'
  }
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2023-12-01' = {
  parent: site
  name: 'api'
  properties: {
    backendResourceId: backendId
    region: backendLocation
  }
}

// One at a time: Static Web Apps validates custom domains sequentially.
@batchSize(1)
resource domains 'Microsoft.Web/staticSites/customDomains@2023-12-01' = [
  for domain in customDomains: {
    parent: site
    name: domain
    properties: {
      validationMethod: 'cname-delegation'
    }
  }
]

output name string = site.name
output defaultHostName string = site.properties.defaultHostname
