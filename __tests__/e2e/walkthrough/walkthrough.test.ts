import { runCasesIn } from '../../helpers/cases';
import './environment';

/** What a clinic's people meet on the screens, each trap in a cases file, on one shared server. */
runCasesIn(__dirname);
