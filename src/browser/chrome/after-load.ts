// What every visitor's page does after load that no one waits for, off the early script: fetched 5 s
// after load (cdn-check-schedule.ts). The footer's CDN check (SPEC 4, 8, 9), and the log of a failed
// compliance check (SPEC 8): the early script only keeps what failed (fetchComplianceData), since
// the log's bytes would count before interaction.
import '../notices/cdn-check.ts';
import { logComplianceFailure } from './compliance-log.ts';

void logComplianceFailure();
