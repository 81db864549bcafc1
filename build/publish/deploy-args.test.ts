import { describe, expect, it } from 'vitest'
import { parseDeployArgs } from './deploy'
import { describePlan, DEPLOY_STEPS } from './plan'

describe('npm run deploy arguments', () => {
  it('defaults to the production environment, built first', () => {
    expect(parseDeployArgs([])).toMatchObject({
      env: 'production',
      dryRun: false,
      skipBuild: false,
    })
  })

  it('reads a preview deploy of a pull request', () => {
    const args = parseDeployArgs(['--env', 'preview', '--alias', 'pr-42', '--skip-build'])
    expect(args).toMatchObject({ env: 'preview', alias: 'pr-42', skipBuild: true })
  })

  it('refuses what it does not know, saying what it takes', () => {
    expect(() => parseDeployArgs(['--prod'])).toThrow(/unknown argument --prod: use --env/)
    expect(() => parseDeployArgs(['--env'])).toThrow('--env needs a value')
    expect(() => parseDeployArgs(['--persist-to', 'x'])).toThrow('--persist-to needs --local')
    expect(() => parseDeployArgs(['--alias', 'PR 1'])).toThrow(/lowercase letters/)
  })

  it('prints the plan in order, latest.json last', () => {
    const plan = describePlan('remote (env preview)')
    expect(plan[0]).toBe('deploy plan → remote (env preview)')
    expect(plan.slice(1).map((line) => line.trim().split(/\s{2,}/)[0])).toEqual(
      DEPLOY_STEPS.map((name, n) => `${n + 1}. ${name}`)
    )
    expect(plan.at(-1)).toMatch(/builds\/latest\.json last$/)
  })
})
