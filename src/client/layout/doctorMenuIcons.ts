import {
  BarChartOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  HomeOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIcons } from './menuIconSet';

/** The icons of the doctor's menu. */
const doctorMenuIcons: MenuIcons = {
  home: HomeOutlined,
  today: UnorderedListOutlined,
  insights: BarChartOutlined,
  appointments: CalendarOutlined,
  patients: TeamOutlined,
  doctorReviews: FileDoneOutlined,
  profile: UserOutlined,
};
export default doctorMenuIcons;
