import { runCasesIn } from '../../helpers/cases';

runCasesIn(__dirname);
