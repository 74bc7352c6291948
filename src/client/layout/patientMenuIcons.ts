import { CalendarOutlined, HomeOutlined, SolutionOutlined, StarOutlined } from '@ant-design/icons';
import type { MenuIcons } from './menuIconSet';

/** The icons of the patient's and the applicant's menus. */
const patientMenuIcons: MenuIcons = {
  home: HomeOutlined,
  appointments: CalendarOutlined,
  feedback: StarOutlined,
  applyDoctor: SolutionOutlined,
};
export default patientMenuIcons;
