// One secret in the portal's Key Vault, written by the deployment from a value it derives (a
// connection string of a resource it created). Operator secrets are never written here.

param vaultName string
param name string

@secure()
param value string

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: vaultName
}

resource secret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: name
  properties: {
    value: value
    contentType: 'text/plain'
  }
}
